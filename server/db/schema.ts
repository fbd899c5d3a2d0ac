/**
 * The sandbox database. Money columns hold integer satang with CHECK constraints, so no
 * write can leave a balance below zero even if a handler forgot to check.
 * Bump SCHEMA_VERSION when a table or the seed changes: an older file is then recreated
 * and re-seeded.
 */
export const SCHEMA_VERSION = 14;

export const SCHEMA = `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  bank_code TEXT NOT NULL,
  bank_account_name TEXT NOT NULL,
  bank_account_no TEXT NOT NULL,
  currency TEXT,
  source_code TEXT,
  invited_by TEXT,
  coin INTEGER NOT NULL DEFAULT 0 CHECK (coin >= 0),
  wallet INTEGER NOT NULL DEFAULT 0 CHECK (wallet >= 0),
  invite_pending INTEGER NOT NULL DEFAULT 0 CHECK (invite_pending >= 0),
  refund_pending INTEGER NOT NULL DEFAULT 0 CHECK (refund_pending >= 0),
  withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn >= 0),
  refreshed_at INTEGER,
  -- The end of a break or exclusion the member chose (capability selfExclusion,
  -- docs/api.md#self-exclusion): no login before it.
  excluded_until INTEGER,
  -- Minutes between two reality checks, 0 for none (capability realityCheck,
  -- docs/api.md#reality-check).
  reality_interval INTEGER NOT NULL DEFAULT 0 CHECK (reality_interval IN (0, 30, 60, 120)),
  UNIQUE (bank_code, bank_account_no)
);

-- A token ends at expires_at (a day, 30 days when remembered); logout deletes its row.
CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  -- What the member's device list names a session by: never the token (docs/api.md#signed-in-devices).
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  last_active_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- When the member last proved the password on this session (login, password change,
  -- POST /api/account/reauth): capability stepUp, docs/api.md#step-up.
  proven_at INTEGER,
  -- When the player last chose to keep playing after a reality check on this session
  -- (docs/api.md#reality-check): the next one is due the interval mark after it.
  reality_answered_at INTEGER
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Passkeys (docs/api.md#passkeys): the WebAuthn credential's id (base64url), its COSE public
-- key and signature counter; removing a row stops its logins.
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- WebAuthn challenges: single use (the verify deletes the row), short-lived; a registration
-- challenge belongs to the member who asked for it.
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('register', 'login')),
  user_id TEXT,
  expires_at INTEGER NOT NULL
);

CREATE TABLE otps (
  token TEXT PRIMARY KEY,
  ref TEXT NOT NULL,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  verified_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- The registration or password reset that used the token (single use).
  consumed_at INTEGER,
  -- What the code is for: 'register' (the wizard) or 'reset' (a forgotten password); a
  -- token proves its phone for that purpose only.
  purpose TEXT NOT NULL DEFAULT 'register'
);
CREATE INDEX otps_phone ON otps (phone, created_at);

CREATE TABLE games (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  ft_wallet_slot REAL NOT NULL,
  web TEXT,
  android TEXT,
  ios TEXT,
  has_event INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL
);

CREATE TABLE game_accounts (
  user_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 0,
  amount INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
  username TEXT,
  password TEXT,
  PRIMARY KEY (user_id, game_code)
);

CREATE TABLE statements (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  statement_type TEXT NOT NULL,
  status TEXT NOT NULL,
  from_account TEXT NOT NULL,
  to_account TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at INTEGER NOT NULL,
  bonus TEXT,
  promotion TEXT,
  invite TEXT,
  refund TEXT,
  luckydraw TEXT
);
CREATE INDEX statements_user ON statements (user_id, created_at);

CREATE TABLE slips (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  status TEXT NOT NULL,
  note TEXT,
  link TEXT,
  reference TEXT UNIQUE,
  file TEXT,
  file_hash TEXT,
  statement_id TEXT,
  created_at INTEGER NOT NULL,
  settle_at INTEGER
);
CREATE INDEX slips_user ON slips (user_id, created_at);

CREATE TABLE invites (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  from_user_id TEXT NOT NULL,
  from_name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE refunds (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  image TEXT NOT NULL,
  html TEXT NOT NULL
);

CREATE TABLE bonuses (
  code TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  max_received INTEGER NOT NULL,
  percent_fail INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  description TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE bonus_banners (
  id INTEGER PRIMARY KEY,
  bonus_code TEXT NOT NULL,
  image TEXT NOT NULL,
  html TEXT NOT NULL
);

CREATE TABLE user_bonuses (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  bonus_code TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 0,
  UNIQUE (user_id, bonus_code)
);

CREATE TABLE bonus_receipts (
  id INTEGER PRIMARY KEY,
  user_bonus_id TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE promotions (
  code TEXT PRIMARY KEY,
  percent_fail INTEGER NOT NULL,
  description TEXT NOT NULL,
  amount INTEGER NOT NULL,
  is_current INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE user_promotions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  code TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 0,
  received_at INTEGER NOT NULL,
  UNIQUE (user_id, code)
);

CREATE TABLE coupons (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  slice_code TEXT NOT NULL,
  name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  claimed_at INTEGER
);

CREATE TABLE qrcodes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  -- Set once, by the development control that pays a code (routes/sandbox-control.ts).
  paid_at INTEGER,
  CHECK (cancelled_at IS NULL OR paid_at IS NULL)
);

-- The stored answers of money calls sent with an Idempotency-Key (lib/idempotency.ts),
-- per member and call, kept 24 hours.
CREATE TABLE idempotency_keys (
  member_id TEXT NOT NULL,
  call TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, call, key)
);
CREATE INDEX idempotency_created ON idempotency_keys (created_at);

-- A member's deposit limit per period (capability depositLimits, docs/api.md#deposit-limits):
-- amount NULL is no limit; pending_at set is a raise or removal (pending_amount NULL) that
-- applies then.
CREATE TABLE deposit_limits (
  user_id TEXT NOT NULL,
  period TEXT NOT NULL,
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  PRIMARY KEY (user_id, period)
);

CREATE TABLE truelinks (
  link_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE chat_messages (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  room TEXT NOT NULL,
  sender TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id TEXT,
  guest_id TEXT,
  username TEXT,
  name TEXT,
  device_token TEXT,
  session_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER,
  client_id TEXT
);
CREATE INDEX chat_room ON chat_messages (room, seq);
-- A message sent again with the same client id (a retry whose answer was lost) is stored once.
CREATE UNIQUE INDEX chat_client ON chat_messages (room, client_id);

-- Guest ids the chat has seen (history, send, join): only these may upload.
CREATE TABLE chat_guests (
  id TEXT PRIMARY KEY,
  seen_at INTEGER NOT NULL
);
`;
