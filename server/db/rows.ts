import type { Satang } from '../../src/domain/rules/money';

/** Row shapes of db/schema.ts as better-sqlite3 returns them (money in satang). */
export interface UserRow {
  id: string;
  username: string;
  name: string;
  password_hash: string;
  is_active: number;
  created_at: number;
  bank_code: string;
  bank_account_name: string;
  bank_account_no: string;
  currency: string | null;
  source_code: string | null;
  invited_by: string | null;
  coin: number;
  wallet: Satang;
  invite_pending: Satang;
  refund_pending: Satang;
  withdrawn: Satang;
  refreshed_at: number | null;
  excluded_until: number | null;
  reality_interval: number;
}

export interface OtpRow {
  token: string;
  ref: string;
  phone: string;
  code: string;
  created_at: number;
  expires_at: number;
  verified_at: number | null;
  attempts: number;
  /** Set when a registration used the verified token (it proves nothing after that). */
  consumed_at: number | null;
  /** What the code is for: the register wizard, or a forgotten password. */
  purpose: OtpPurpose;
}

export type OtpPurpose = 'register' | 'reset';

export interface GameRow {
  code: string;
  name: string;
  category: string;
  ft_wallet_slot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
  has_event: number;
  sort: number;
}

export interface GameAccountRow {
  user_id: string;
  game_code: string;
  is_active: number;
  amount: Satang;
  username: string | null;
  password: string | null;
}

export interface StatementRow {
  id: string;
  user_id: string;
  statement_type: string;
  status: string;
  from_account: string;
  to_account: string;
  amount: Satang;
  created_at: number;
  bonus: string | null;
  promotion: string | null;
  invite: string | null;
  refund: string | null;
  luckydraw: string | null;
}

export interface SlipRow {
  id: string;
  user_id: string;
  amount: Satang;
  status: string;
  note: string | null;
  link: string | null;
  reference: string | null;
  file: string | null;
  file_hash: string | null;
  statement_id: string | null;
  created_at: number;
  settle_at: number | null;
}

export interface BonusRow {
  code: string;
  type: string;
  max_received: number;
  percent_fail: number;
  amount: Satang;
  description: string;
  sort: number;
}

export interface PromotionRow {
  code: string;
  percent_fail: number;
  description: string;
  amount: Satang;
  is_current: number;
}

export interface CouponRow {
  id: string;
  user_id: string;
  slice_code: string;
  name: string;
  amount: Satang;
  created_at: number;
  expires_at: number;
  claimed_at: number | null;
}

export interface QrRow {
  id: string;
  user_id: string;
  provider: string;
  amount: Satang;
  created_at: number;
  expires_at: number;
  cancelled_at: number | null;
  paid_at: number | null;
}

export interface ChatRow {
  seq: number;
  id: string;
  room: string;
  sender: string;
  message: string;
  user_id: string | null;
  guest_id: string | null;
  username: string | null;
  name: string | null;
  device_token: string | null;
  session_id: string;
  created_at: number;
  read_at: number | null;
  client_id: string | null;
}

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  /** JSON array of the WebAuthn transports the device reported. */
  transports: string;
  name: string | null;
  created_at: number;
  last_used_at: number | null;
}
