/**
 * API shapes of docs/api.md#wire-format and the call sections after it.
 * The one definition of every payload and result: the wallet's API modules and the
 * sandbox server (server/) both import from here, so they cannot drift apart.
 * Amounts are numbers in baht (or kip) with at most 2 decimals; times are ISO 8601 UTC.
 */

/** "OK" of the wire format. */
export interface Ok {
  success: true;
  message: 'SUCCESS';
}

/** Body of every failed call (HTTP 4xx): a code of the catalogue (docs/product.md#error-catalogue). */
export interface ErrorBody {
  message: string;
}

// ---------- lookups ----------

export interface BankName {
  nameTH: string;
  nameEN: string;
  /** The Lao name, for banks that have one (docs/api.md#lookups); absent for most. */
  nameLA?: string;
}

export interface LookupBank extends BankName {
  code: string;
}

export interface LookupSource {
  code: string;
  description: string;
}

export type DepositBankCode = 'SCB' | 'KBANK' | 'GSB' | 'BCEL' | 'WW' | 'PAYTIMZ' | (string & {});

export interface DepositBank {
  bankCode: DepositBankCode;
  /** `PAYMENT` marks a payment provider (QR by provider); anything else is a bank account. */
  bankType: 'PAYMENT' | 'BANK' | (string & {});
  /** `AUTO` means deposits are matched automatically. */
  mode: 'AUTO' | 'MANUAL' | (string & {});
  bankAccountName: string;
  bankAccountNo: string;
  currency: Currency | null;
  bank: BankName;
}

export interface DepositWallet {
  mode: 'AUTO' | 'MANUAL' | (string & {});
  walletAccountName: string;
}

export interface DepositLookup {
  banks: DepositBank[];
  wallets: DepositWallet[];
  isManual: boolean;
}

export interface ConditionsLookup {
  conditions: string[];
}

export type AgreementsLookup = string[];

export interface InfoLookup {
  name: string;
  website: string;
}

export interface NoticeLookup {
  /** Contains the `%percentFail%` placeholder. */
  notice: string;
}

export interface ContactLookup {
  contactText: string;
  lineLink: string;
  lineName: string;
  /** URL of the chat-app QR image. */
  lineQR: string;
}

export interface WithdrawLookup {
  withdrawMin: number;
  withdrawMax: number;
}

export interface SlipLookup {
  isOpen: boolean;
  /** `HH:mm`, start of the daily window when slip upload is closed. */
  closeStart: string;
  closeEnd: string;
}

export interface ActiveLookup {
  terminated: false | 'gone';
}

export interface RegisterOtpLookup {
  registerOTP: boolean;
}

export interface ChatWidgetLookup {
  enableChatWidget: boolean;
}

// ---------- account ----------

export type Currency = 'LAK' | 'BAHT';

export interface RegistrationPayload {
  name: string;
  /** The phone number. */
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  /** First name and last name joined by one space. */
  bankAccountName: string;
  bankAccountNo: string;
  /** Only in builds with a currency choice. */
  currency?: Currency;
}

export interface LoginPayload {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
}

export interface SuccessResult {
  success: true;
}

export interface Profile {
  _id: string;
  username: string;
  name: string;
  createdAt: string;
}

export interface BankAccount {
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  bank: BankName;
  /**
   * The currency the member's money is kept in (chosen at registration in builds with a
   * currency choice). Absent or null means baht (docs/api.md#wallet).
   */
  currency?: Currency | null;
}

export interface ProfileResult {
  profile: Profile;
  bankAccount: BankAccount;
}

export interface ProfileUpdate {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

export interface BankAccountNameUpdate {
  bankCode: string;
  bankAccountName: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
}

// ---------- OTP ----------

export interface OtpSendPayload {
  phoneNumber: string;
}

export interface OtpSendResult {
  otpRef: string;
  otpToken: string;
  /** `OTP_VERIFIED` when the phone was verified before (skip the code step). */
  code: 'OTP_SENT' | 'OTP_VERIFIED' | (string & {});
}

export interface OtpVerifyPayload {
  otpToken: string;
  otpCode: string;
}

export interface OtpVerifyResult {
  success: true;
  code: 'OTP_CODE_VALID';
}

// ---------- wallet ----------

export type GameCategory = 'slot' | 'sport' | 'lotto';

export interface GameAccount {
  code: string;
  name: string;
  category: GameCategory;
  isActive: boolean;
  amount: number;
  /** Multiplier for the secondary display amount (amount × ftWalletSlot). */
  ftWalletSlot: number;
  logo: string;
  background: string;
  /** Login URL, or null when the game has no web version. */
  web: string | null;
  android: string | null;
  ios: string | null;
}

export interface WalletProfile {
  _id: string;
  name: string;
  username: string;
  coin: number;
}

export interface InviteSummary {
  amount: number;
  /** Percentages shown in the receive confirmation. */
  success: number;
  fail: number;
}

export interface WalletResult {
  profile: WalletProfile;
  bankAccount: BankAccount;
  wallet: { amount: number };
  invite: InviteSummary;
  slots: GameAccount[];
}

export interface RefreshSlotResult {
  success: boolean;
}

/** Form-state fields that one provider needs posted to its login page. */
export type CredentialsEvent = Record<string, string>;

export interface GameCredentials {
  username: string;
  password: string;
  event?: CredentialsEvent;
}

export interface AmountPayload {
  amount: number;
}

/** `WALLET` is the main wallet; anything else is a game code. */
export type TransferEnd = 'WALLET' | (string & {});

export interface TransferPayload {
  from: TransferEnd;
  to: TransferEnd;
  amount: number;
}

export interface TransferAllPayload {
  to: TransferEnd;
}

export interface TruelinkPayload {
  /** The wallet-app link, RSA-OAEP SHA-256 encrypted with the brand's public key, base64. */
  link: string;
}

// ---------- invite and refund ----------

export interface PagePayload {
  page: number;
  limit: number;
}

export interface Banner {
  image: string;
  html: string;
}

export interface InviteItem {
  from: { name: string };
  amount: number;
  createdAt: string;
}

export interface InviteList {
  invites: InviteItem[];
  total: number;
}

export interface MessageResult {
  success: boolean;
  message: string;
}

export interface RefundItem {
  refundAmount: number;
  createdAt: string;
}

export interface RefundList {
  refunds: RefundItem[];
  total: number;
}

export interface RefundCheck {
  result: boolean;
  /** Whether the member has an active bonus (receive is disabled then). */
  bonus: boolean;
  info: string;
  refundAmount: number;
  refundSuccess: number;
  refundFail: number;
}

// ---------- spin wheel ----------

export interface SpinSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string;
}

export interface SpinSetup {
  result: {
    activeSpinwheel: { name: string; slices: SpinSlice[] } | null;
    userCoin: number;
  };
}

export interface SpinResult {
  success: boolean;
  error: string | null;
  result: { code: string; label: string; remainingCoin: number } | null;
}

export interface Coupon {
  _id: string;
  prize: { slice: string; name: string };
  amount: number;
}

export interface CouponList {
  success: boolean;
  result: Coupon[];
}

export interface ClaimPayload {
  coupon: string;
}

export interface ClaimResult {
  success: boolean;
}

export interface SpinActive {
  isActive: boolean;
}

// ---------- QR codes ----------

export type QrProvider = 'KBANK' | 'WW' | 'PAYTIMZ';

export interface QrCodeActive {
  qrcodeId: string;
  hasQrcode: true;
  /** SVG markup of the QR code. */
  qrcode: string;
  amount: number;
  /** Epoch milliseconds when the code expires. */
  expireIn: number;
}

export interface QrCodeNone {
  hasQrcode: false;
  message?: string;
}

export type QrCodeState = QrCodeActive | QrCodeNone;

// ---------- auto login ----------

export interface AutoLoginResult {
  link: string;
}

// ---------- bonus and promotion ----------

export type BonusType = 'limit' | 'day' | 'week';

export interface UserBonus {
  _id: string;
  code: string;
  isActive: boolean;
  received: { updatedAt: string }[];
}

export interface Bonus {
  code: string;
  type: BonusType;
  maxReceived: number;
  percentFail: number;
  banners: Banner[];
  userBonus: UserBonus | null;
}

export interface BonusActiveCheck {
  status: boolean;
  type: BonusType | null;
  /** Code of the active bonus or promotion (a promotion reports type `limit`). */
  code?: string | null;
}

export interface BonusMinimumCheck {
  status: boolean;
}

export interface BonusClearResult {
  message: string;
}

export interface Promotion {
  code: string;
  percentFail: number;
  /** HTML. */
  description: string;
}

// ---------- statement ----------

export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
/** Anything other than SUCCESS or FAILED is in progress. */
export type MoneyStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | (string & {});

export interface Described {
  description: string;
}

export interface Statement {
  _id: string;
  statementType: StatementType;
  status: MoneyStatus;
  from: string;
  to: string;
  amount: number;
  createdAt: string;
  bonus?: Described;
  promotion?: Described;
  invite?: Described;
  refund?: Described;
  luckydraw?: Described;
}

export interface StatementList {
  total: number;
  statements: Statement[];
}

export interface Slip {
  _id: string;
  createdAt: string;
  amount: number;
  status: MoneyStatus;
  /** Reason code (docs/product.md#slip-reason-codes), or null. */
  note: string | null;
  link: string | null;
  reference: string | null;
}

export interface SlipList {
  total: number;
  slips: Slip[];
}

export interface SlipReference {
  url: string;
}

// ---------- chat ----------

export interface ChatConfig {
  PREFIX: string;
}

export type ChatMessageType =
  | 'text'
  | 'buttons'
  | 'media'
  | 'quick_replies'
  | 'generic'
  | 'postback'
  | 'other';

export type ChatFileType = 'image' | 'video' | 'file';

export interface ChatButton {
  title: string;
  /** web opens a URL, call dials, postback sends the payload back, anything else sends the title. */
  type: 'web' | 'call' | 'postback' | (string & {});
  payload: string;
}

export interface ChatGenericCard {
  image_url: string;
  title: string;
  subtitle: string;
  buttons: ChatButton[];
}

export interface ChatPayload {
  message?: string;
  /** Media: whether `filePath` is a URL. */
  url?: boolean;
  fileType?: ChatFileType;
  filePath?: string;
  name?: string;
  buttons?: ChatButton[];
}

export interface ChatMessage {
  message_type: ChatMessageType;
  payload: ChatPayload;
  /** Used by buttons, quick replies and generic cards. */
  payloads?: ChatButton[] | ChatGenericCard[];
}

export interface ChatConversation {
  _id?: string;
  sender: 'customer' | (string & {});
  message: ChatMessage;
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  createdAt: string;
  session_id: string;
  /**
   * Optional (docs/api.md#chat): the id the wallet gave the message when it was typed. A
   * backend that stores and echoes it lets the wallet replace its local copy exactly, and
   * stores a retried message only once.
   */
  clientId?: string | null;
}

export interface ChatSendPayload {
  conversation: Omit<ChatConversation, 'createdAt' | '_id'> & { createdAt?: string };
}

export interface ChatSendResult {
  createdAt: string;
}

export interface ChatHistoryPayload {
  userId: string | null;
  guestId: string | null;
  limit: number;
  skip: number;
}

export interface ChatHistory {
  list: ChatConversation[];
}

export interface ChatReadPayload {
  userId: string | null;
  guestId: string | null;
}

export interface UploadResult {
  path: string;
}

/** socket.io events of the chat. */
export interface ChatServerToClient {
  messaging: (conversation: ChatConversation) => void;
}

export interface ChatClientToServer {
  /** The acknowledgement says whether the room was joined (a backend may not call it). */
  join: (room: string, ack: (joined: boolean) => void) => void;
}
