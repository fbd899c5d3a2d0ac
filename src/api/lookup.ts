import { call } from './client';

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
  banks: () => call(`GET ${lookupPaths.banks}`),
  conditions: () => call(`GET ${lookupPaths.conditions}`),
  agreements: () => call(`GET ${lookupPaths.agreements}`),
  info: () => call(`GET ${lookupPaths.info}`),
  notice: () => call(`GET ${lookupPaths.notice}`),
  contact: () => call(`GET ${lookupPaths.contact}`),
  withdraw: () => call(`GET ${lookupPaths.withdraw}`),
  slip: () => call(`GET ${lookupPaths.slip}`),
  sources: () => call(`GET ${lookupPaths.sources}`),
  active: () => call(`GET ${lookupPaths.active}`),
  registerOTP: () => call(`GET ${lookupPaths.registerOTP}`),
  enableChatWidget: () => call(`GET ${lookupPaths.enableChatWidget}`),
};

/** The notice text with its `%percentFail%` placeholder filled in (docs/api.md#lookups). */
export function fillNotice(notice: string, percentFail: number): string {
  return notice.replaceAll('%percentFail%', String(percentFail));
}
