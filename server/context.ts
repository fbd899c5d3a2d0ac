import type Database from 'better-sqlite3';
import type { BrandData } from '../brands/types';
import type { ChatConversation } from '../src/api/types';
import { type CurrencyRules, currencyOf } from '../src/domain/rules/currency';
import type { UploadCounter } from './chat/upload-limit';
import type { UserRow } from './db/rows';
import type { ClientLimits } from './lib/client-limits';
import type { IdempotencyStore } from './lib/idempotency';
import type { LoginLimits } from './lib/login-limits';
import type { RateCounters } from './lib/rate-store';
import { DEFAULT_SETTINGS, type SandboxSettings } from './settings';

/** What every route module receives: the database, the brand and the options. */
export interface Sandbox {
  db: Database.Database;
  /** The brand's data part: every brand-specific answer comes from its capabilities. */
  brand: BrandData;
  /** Fixed OTP code (SANDBOX_OTP), or undefined for random codes. */
  otpCode: string | undefined;
  uploadDir: string;
  /**
   * The origin of the absolute URLs the sandbox returns (auto-login links, slip images):
   * SANDBOX_PUBLIC_ORIGIN, else its own listen URL; never taken from request headers.
   */
  publicOrigin(): string;
  slipSettleMs: number;
  otpTtlMs: number;
  otpResendMs: number;
  autoReplyMs: number;
  log(line: string): void;
  /** The clock of sessions, OTP limits and login limits (a test's own clock, else Date.now). */
  now(): number;
  /**
   * Moves the clock of `now` ahead by `ms` (POST /api/__sandbox/clock), or back to the real
   * time with null (the sandbox reset): e2e tests let 16 minutes pass without waiting.
   */
  moveClock(ms: number | null): number;
  /** Emits a stored chat message to its room (wired by chat/socket.ts). */
  publish(conversation: ChatConversation, room: string): void;
  /** Runs `task` later unless the sandbox closes first. */
  later(ms: number, task: () => void): void;
  /**
   * Drops every task still waiting (a reset): an auto-reply due to a conversation from
   * before the reset must not land in the fresh seed, in whatever room now has that name.
   */
  cancelLater(): void;
  chat: SandboxChat;
  /** The counters of the rate limits (login); a reset clears them. */
  counters: RateCounters;
  loginLimits: LoginLimits;
  /** Guests, uploads, slips, OTP sends and account checks per address or identity. */
  clientLimits: ClientLimits;
  /** The money calls' Idempotency-Key requests in flight (lib/idempotency.ts). */
  idempotency: IdempotencyStore;
  /**
   * Tests only: runs inside a transfer between its debit and its credit, where another
   * writer of the same database would come between the two if the move were not one
   * transaction (server/test/concurrency.test.ts). Unset otherwise.
   */
  betweenDebitAndCredit?: () => void;
}

/** The chat's state outside the database. */
export interface SandboxChat {
  /** Uploads per member or guest id (429 REQUEST_LIMIT over the limit). */
  uploads: UploadCounter;
  /** false: drop every socket and refuse new ones (a test's outage); true: accept again. */
  setSocketsOpen(open: boolean): void;
  /** Drops the connected sockets whose handshake carried one of these (revoked) tokens. */
  endSessions(tokens: readonly string[]): void;
  /** Back to the start (POST /api/__sandbox/reset): sockets accepted, counters empty. */
  reset(): void;
}

export function readSettings(db: Database.Database): SandboxSettings {
  const row = db
    .prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
    .get('settings');
  if (!row) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(JSON.parse(row.value) as Partial<SandboxSettings>) };
}

export function writeSettings(db: Database.Database, settings: SandboxSettings): void {
  db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(
    'settings',
    JSON.stringify(settings),
  );
}

/**
 * The amount rules of a member's currency (docs/product.md#amounts-per-currency), from the
 * brand data the wallet reads: the sandbox refuses what the screen refuses.
 */
export function memberRules(
  sandbox: Pick<Sandbox, 'brand'>,
  user: Pick<UserRow, 'currency'> | null,
): CurrencyRules {
  return sandbox.brand.currencyRules[currencyOf(user?.currency)];
}
