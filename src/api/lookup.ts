import { get } from './client';
import type {
  ActiveLookup,
  AgreementsLookup,
  ChatWidgetLookup,
  ConditionsLookup,
  ContactLookup,
  InfoLookup,
  LookupBank,
  LookupSource,
  NoticeLookup,
  RegisterOtpLookup,
  SlipLookup,
  WithdrawLookup,
} from './types';

export const lookupPaths = {
  banks: '/api/lookup/banks',
  deposit: '/api/lookup/deposit',
  conditions: '/api/lookup/conditions',
  agreements: '/api/lookup/agreements',
  info: '/api/lookup/info',
  notice: '/api/lookup/notice',
  contact: '/api/lookup/contact',
  withdraw: '/api/lookup/withdraw',
  slip: '/api/lookup/slip',
  sources: '/api/lookup/sources',
  active: '/api/lookup/active',
  registerOTP: '/api/lookup/registerOTP',
  enableChatWidget: '/api/lookup/enableChatWidget',
} as const;

/** The deposit lookup is depositLookupApi (deposit-lookup.ts). */
export const lookupApi = {
  banks: () => get<LookupBank[]>(lookupPaths.banks),
  conditions: () => get<ConditionsLookup>(lookupPaths.conditions),
  agreements: () => get<AgreementsLookup>(lookupPaths.agreements),
  info: () => get<InfoLookup>(lookupPaths.info),
  notice: () => get<NoticeLookup>(lookupPaths.notice),
  contact: () => get<ContactLookup>(lookupPaths.contact),
  withdraw: () => get<WithdrawLookup>(lookupPaths.withdraw),
  slip: () => get<SlipLookup>(lookupPaths.slip),
  sources: () => get<LookupSource[]>(lookupPaths.sources),
  active: () => get<ActiveLookup>(lookupPaths.active),
  registerOTP: () => get<RegisterOtpLookup>(lookupPaths.registerOTP),
  enableChatWidget: () => get<ChatWidgetLookup>(lookupPaths.enableChatWidget),
};

/** The notice text with its `%percentFail%` placeholder filled in (docs/api.md#lookups). */
export function fillNotice(notice: string, percentFail: number): string {
  return notice.replaceAll('%percentFail%', String(percentFail));
}
