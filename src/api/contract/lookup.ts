import { type TSchema, Type } from 'typebox';
import type { CallSpec } from './call';
import { Amount, AnswerCurrency, BankName, Nullable, Unread } from './primitives';

/** Lookups: site-wide settings and texts, no payload, no token (docs/api.md#lookups). */

export const LookupBank = Type.Object({
  code: Type.String(),
  nameTH: Type.String(),
  nameEN: Type.String(),
  nameLA: Type.Optional(Type.String()),
});

export const LookupSource = Type.Object({ code: Type.String(), description: Type.String() });

export const DepositBank = Type.Object({
  bankCode: Type.String({ description: 'SCB, KBANK, GSB, BCEL, WW, PAYTIMZ, …' }),
  bankType: Type.String({ description: 'PAYMENT for a payment provider, else a bank account' }),
  mode: Type.String({ description: 'AUTO: deposits are matched automatically' }),
  bankAccountName: Type.String(),
  bankAccountNo: Type.String(),
  /** Absent or null: the account says no currency. */
  currency: Unread(Nullable(AnswerCurrency)),
  bank: BankName,
});

export const DepositWallet = Type.Object({
  mode: Unread(Type.String()),
  walletAccountName: Type.String(),
});

export const DepositLookup = Type.Object({
  banks: Type.Array(DepositBank),
  wallets: Type.Array(DepositWallet),
  isManual: Unread(Type.Boolean()),
});

export const ConditionsLookup = Type.Object({
  conditions: Type.Array(Type.String({ description: 'HTML' })),
});
export const AgreementsLookup = Type.Array(Type.String({ description: 'HTML' }));
export const InfoLookup = Type.Object({ name: Type.String(), website: Unread(Type.String()) });
export const NoticeLookup = Type.Object({
  notice: Type.String({ description: 'contains %percentFail%' }),
});
export const ContactLookup = Type.Object({
  contactText: Type.String(),
  lineLink: Type.String(),
  lineName: Type.String(),
  lineQR: Type.String({ description: "the QR image's address" }),
});
export const WithdrawLookup = Type.Object({ withdrawMin: Amount(), withdrawMax: Amount() });
const HourMinute = Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:mm, site time' });
export const SlipLookup = Type.Object({
  isOpen: Type.Boolean(),
  closeStart: HourMinute,
  closeEnd: HourMinute,
});
export const ActiveLookup = Type.Object({
  terminated: Type.Union([Type.Literal(false), Type.Literal('gone')]),
});
export const RegisterOtpLookup = Type.Object({ registerOTP: Type.Boolean() });
export const ChatWidgetLookup = Type.Object({ enableChatWidget: Type.Boolean() });
export const FeaturesLookup = Type.Object({
  features: Type.Array(
    Type.String({
      description: 'passwordReset, passkeys, sessions, stepUp, … (unknown names are ignored)',
    }),
  ),
});

const lookup = <const Name extends string, const Result extends TSchema>(
  name: Name,
  summary: string,
  result: Result,
) =>
  ({
    method: 'GET',
    path: `/api/lookup/${name}`,
    tag: 'lookups',
    summary,
    member: false,
    effect: 'read',
    result,
    errors: [],
  }) as const satisfies CallSpec;

export const lookupCalls = [
  lookup('banks', 'The banks a player may register', Type.Array(LookupBank)),
  lookup('sources', '"Where did you hear of us" choices', Type.Array(LookupSource)),
  lookup('deposit', 'Deposit accounts, wallets and modes', DepositLookup),
  lookup('conditions', 'Conditions (HTML)', ConditionsLookup),
  lookup('agreements', 'Agreements (HTML)', AgreementsLookup),
  lookup('info', 'Site name and website', InfoLookup),
  lookup('notice', 'Bonus notice text', NoticeLookup),
  lookup('contact', 'Contact texts and chat-app QR', ContactLookup),
  lookup('withdraw', 'Withdraw bounds', WithdrawLookup),
  lookup('slip', 'Whether slip upload is open, and the daily closed window', SlipLookup),
  lookup('active', 'Whether the site is terminated (answers while terminated)', ActiveLookup),
  lookup('registerOTP', 'Whether registration has an OTP step', RegisterOtpLookup),
  lookup('enableChatWidget', 'Whether the chat widget is shown', ChatWidgetLookup),
  {
    ...lookup(
      'features',
      'The optional capabilities the backend has (docs/api.md#optional-capabilities; 404: none)',
      FeaturesLookup,
    ),
    optional: true,
  },
] as const satisfies readonly CallSpec[];
