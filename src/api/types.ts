/**
 * The wallet's names for the API's shapes. Every wire shape is derived from the contract's
 * schemas (src/api/contract/, docs/api.md) with `Static`: the sandbox validates and
 * serializes with those same schemas, docs/openapi.json is generated from them and
 * scripts/check-backend.mts checks an operator's backend against them, so none can drift.
 * Imports here are type-only: no schema code reaches the bundle (scripts/check-imports.mjs).
 * What remains written out below is not a wire shape of its own (open unions the wallet
 * narrows, the socket's events).
 *
 * Answers with variants (docs/api.md#required-and-optional) have two names: `Wire…` is what
 * a backend may send, the plain name is what src/api/normalise/ makes of it, the one shape
 * features and domain see.
 */
import type { Static } from 'typebox';
import type * as Account from './contract/account';
import type * as Chat from './contract/chat';
import type * as Deposit from './contract/deposit';
import type * as Limits from './contract/limits';
import type * as Lookup from './contract/lookup';
import type * as Passkeys from './contract/passkeys';
import type * as PasswordReset from './contract/password-reset';
import type * as Primitives from './contract/primitives';
import type * as Rewards from './contract/rewards';
import type * as Statements from './contract/statement';
import type * as Wallet from './contract/wallet';

// ---------- wire format ----------
export type Ok = Static<typeof Primitives.Ok>;
export type ErrorBody = Static<typeof Primitives.ErrorBody>;
export type SuccessResult = Static<typeof Primitives.SuccessResult>;
export type MessageResult = Static<typeof Primitives.MessageResult>;
export type Currency = Static<typeof Primitives.Currency>;
export type WireCurrency = Static<typeof Primitives.AnswerCurrency>;
export type BankName = Static<typeof Primitives.BankName>;
/** The wallet always sends both (a backend may default them). */
export type PagePayload = Required<Static<typeof Primitives.PagePayload>>;
export type Banner = Static<typeof Primitives.Banner>;

// ---------- lookups ----------
export type LookupBank = Static<typeof Lookup.LookupBank>;
export type LookupSource = Static<typeof Lookup.LookupSource>;
export type WireDepositBank = Static<typeof Lookup.DepositBank>;
export type DepositBank = Omit<WireDepositBank, 'currency'> & { currency: Currency | null };
export type DepositWallet = Static<typeof Lookup.DepositWallet>;
export type WireDepositLookup = Static<typeof Lookup.DepositLookup>;
export type DepositLookup = Omit<WireDepositLookup, 'banks'> & { banks: DepositBank[] };
export type ConditionsLookup = Static<typeof Lookup.ConditionsLookup>;
export type AgreementsLookup = Static<typeof Lookup.AgreementsLookup>;
export type InfoLookup = Static<typeof Lookup.InfoLookup>;
export type NoticeLookup = Static<typeof Lookup.NoticeLookup>;
export type ContactLookup = Static<typeof Lookup.ContactLookup>;
export type WithdrawLookup = Static<typeof Lookup.WithdrawLookup>;
export type SlipLookup = Static<typeof Lookup.SlipLookup>;
export type ActiveLookup = Static<typeof Lookup.ActiveLookup>;
export type RegisterOtpLookup = Static<typeof Lookup.RegisterOtpLookup>;
export type ChatWidgetLookup = Static<typeof Lookup.ChatWidgetLookup>;
/** Deposit bank codes the wallet knows; an operator may send others. */
export type DepositBankCode = 'SCB' | 'KBANK' | 'GSB' | 'BCEL' | 'WW' | 'PAYTIMZ' | (string & {});

// ---------- account and OTP ----------
export type RegistrationPayload = Static<typeof Account.RegistrationPayload>;
export type LoginPayload = Static<typeof Account.LoginPayload>;
export type LoginResult = Static<typeof Account.LoginResult>;
export type Profile = Static<typeof Account.Profile>;
export type WireBankAccount = Static<typeof Account.BankAccount>;
/** Absent or null currency: baht (docs/api.md#wallet). */
export type BankAccount = Omit<WireBankAccount, 'currency'> & { currency?: Currency | null };
export type WireProfileResult = Static<typeof Account.ProfileResult>;
export type ProfileResult = { profile: Profile; bankAccount: BankAccount };
export type ProfileUpdate = Static<typeof Account.ProfileUpdate>;
export type BankAccountNameUpdate = Static<typeof Account.BankAccountNameUpdate>;
export type ChangePasswordPayload = Static<typeof Account.ChangePasswordPayload>;
export type MemberSession = Static<typeof Account.MemberSession>;
export type DepositLimits = Static<typeof Limits.DepositLimits>;
export type DepositLimit = Static<typeof Limits.DepositLimit>;
export type DepositLimitChange = Static<typeof Limits.DepositLimitChange>;
export type ExclusionRequest = Static<typeof Limits.ExclusionRequest>;
export type RealityCheck = Static<typeof Limits.RealityCheck>;
export type RealityCheckSetting = Static<typeof Limits.RealityCheckSetting>;
export type OtpSendPayload = Static<typeof Account.OtpSendPayload>;
export type OtpSendResult = Static<typeof Account.OtpSendResult>;
export type OtpVerifyPayload = Static<typeof Account.OtpVerifyPayload>;
export type OtpVerifyResult = Static<typeof Account.OtpVerifyResult>;
export type PasswordResetOtpPayload = Static<typeof PasswordReset.PasswordResetOtpPayload>;
export type PasswordResetPayload = Static<typeof PasswordReset.PasswordResetPayload>;

// ---------- wallet ----------
export type GameCategory = Static<typeof Wallet.GameCategory>;
export type GameAccount = Static<typeof Wallet.GameAccount>;
export type WalletProfile = Static<typeof Wallet.WalletProfile>;
export type InviteSummary = Static<typeof Wallet.InviteSummary>;
export type WireWalletResult = Static<typeof Wallet.WalletResult>;
export type WalletResult = Omit<WireWalletResult, 'bankAccount'> & { bankAccount: BankAccount };
export type RefreshSlotResult = Static<typeof Wallet.RefreshSlotResult>;
export type CredentialsEvent = Static<typeof Wallet.CredentialsEvent>;
export type GameCredentials = Static<typeof Wallet.GameCredentials>;
export type AmountPayload = Static<typeof Wallet.AmountPayload>;
export type TransferPayload = Static<typeof Wallet.TransferPayload>;
export type TransferAllPayload = Static<typeof Wallet.TransferAllPayload>;
/** `WALLET` is the main wallet; anything else is a game code. */
export type TransferEnd = 'WALLET' | (string & {});

// ---------- deposit ----------
export type QrProvider = Static<typeof Deposit.QrProvider>;
export type QrCodeActive = Static<typeof Deposit.QrCodeActive>;
export type QrCodeNone = Static<typeof Deposit.QrCodeNone>;
export type QrCodeState = Static<typeof Deposit.QrCodeState>;
export type TruelinkPayload = Static<typeof Deposit.TruelinkPayload>;

// ---------- invite, refund, bonus, promotion, spin wheel ----------
export type InviteItem = Static<typeof Rewards.InviteItem>;
export type InviteList = Static<typeof Rewards.InviteList>;
export type RefundItem = Static<typeof Rewards.RefundItem>;
export type RefundList = Static<typeof Rewards.RefundList>;
export type RefundCheck = Static<typeof Rewards.RefundCheck>;
export type BonusType = Static<typeof Rewards.BonusType>;
export type UserBonus = Static<typeof Rewards.UserBonus>;
export type Bonus = Static<typeof Rewards.Bonus>;
export type BonusActiveCheck = Static<typeof Rewards.BonusActiveCheck>;
export type BonusMinimumCheck = Static<typeof Rewards.BonusMinimumCheck>;
export type BonusClearResult = Static<typeof Rewards.BonusClearResult>;
export type Promotion = Static<typeof Rewards.Promotion>;
export type SpinSlice = Static<typeof Rewards.SpinSlice>;
export type SpinSetup = Static<typeof Rewards.SpinSetup>;
export type SpinResult = Static<typeof Rewards.SpinResult>;
export type WireCoupon = Static<typeof Rewards.Coupon>;
/** `prize.slice` is always the slice code. */
export type Coupon = Omit<WireCoupon, 'prize'> & { prize: { slice: string; name: string } };
export type WireCouponList = Static<typeof Rewards.CouponList>;
export type CouponList = Omit<WireCouponList, 'result'> & { result: Coupon[] };
export type ClaimPayload = Static<typeof Rewards.ClaimPayload>;
export type ClaimResult = Static<typeof Rewards.ClaimResult>;
export type SpinActive = Static<typeof Rewards.SpinActive>;

// ---------- statement and auto-login ----------
/** The statement types the wallet names; any other type a backend sends is `other`. */
export type StatementType =
  | 'deposit'
  | 'bonus'
  | 'finish_bonus'
  | 'withdraw'
  | 'transfer'
  | 'other';
/** Anything other than SUCCESS or FAILED is in progress. */
export type MoneyStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | (string & {});
export type Described = Static<typeof Statements.Described>;
export type WireStatement = Static<typeof Statements.Statement>;
export type Statement = Omit<WireStatement, 'statementType'> & { statementType: StatementType };
export type WireStatementList = Static<typeof Statements.StatementList>;
export type StatementList = { total: number; statements: Statement[] };
export type Slip = Static<typeof Statements.Slip>;
export type SlipList = Static<typeof Statements.SlipList>;
export type SlipReference = Static<typeof Statements.SlipReference>;
export type AutoLoginResult = Static<typeof Statements.AutoLoginResult>;

// ---------- chat ----------
export type ChatConfig = Static<typeof Chat.ChatConfig>;
/** The message types the wallet draws; any other type is `other` (shown as its text). */
export type ChatMessageType =
  | 'text'
  | 'buttons'
  | 'media'
  | 'quick_replies'
  | 'generic'
  | 'postback'
  | 'other';
export type ChatFileType = Static<typeof Chat.ChatFileType>;
export type ChatButton = Static<typeof Chat.ChatButton>;
export type ChatGenericCard = Static<typeof Chat.ChatGenericCard>;
export type ChatPayload = Static<typeof Chat.ChatPayload>;
export type WireChatMessage = Static<typeof Chat.ChatMessage>;
export type ChatMessage = Omit<WireChatMessage, 'message_type'> & { message_type: ChatMessageType };
export type WireChatConversation = Static<typeof Chat.ChatConversation>;
export type ChatConversation = Omit<WireChatConversation, 'message'> & { message: ChatMessage };
export type ChatSendResult = Static<typeof Chat.ChatSendResult>;
/** The wallet always sends every field (the sandbox defaults the missing ones). */
export type ChatHistoryPayload = Required<Static<typeof Chat.ChatHistoryPayload>>;
export type WireChatHistory = Static<typeof Chat.ChatHistory>;
export type ChatHistory = { list: ChatConversation[] };
export type ChatReadPayload = Required<Static<typeof Chat.ChatReadPayload>>;
export type UploadResult = Static<typeof Chat.UploadResult>;
/**
 * What the wallet sends: a conversation without the server's `_id`, `createdAt` optional.
 * The contract's request schema (Chat.ChatSendPayload) is looser: the sandbox's handler
 * checks the message rules that JSON Schema says badly (docs/api.md#chat).
 */
export interface ChatSendPayload {
  conversation: Omit<ChatConversation, 'createdAt' | '_id'> & { createdAt?: string };
}

/** socket.io events of the chat. */
export interface ChatServerToClient {
  /** What a backend sends: the wallet reads it through `normaliseConversation`. */
  messaging: (conversation: WireChatConversation) => void;
}

export interface ChatClientToServer {
  /** The acknowledgement says whether the room was joined (a backend may not call it). */
  join: (room: string, ack: (joined: boolean) => void) => void;
}

// ---------- passkeys (docs/api.md#passkeys) ----------
export type Passkey = Static<typeof Passkeys.Passkey>;
export type PasskeyCreationOptions = Static<typeof Passkeys.PasskeyCreationOptions>;
export type PasskeyRequestOptions = Static<typeof Passkeys.PasskeyRequestOptions>;
export type PasskeyRegistration = Static<typeof Passkeys.PasskeyRegistration>;
export type PasskeyAssertion = Static<typeof Passkeys.PasskeyAssertion>;
