// The conformance check of scripts/check-backend.mts: logs in with a test member, calls
// every read-only call of the API contract (src/api/contract/) and judges each answer
// (docs/api.md#checking-a-backend): FAIL when it does not fit the contract schema (what the
// wallet needs: it would break or show a wrong amount), WARN when it fits but differs from
// the sandbox's full shape derived from the same schema (src/api/contract/sandbox-shape.ts),
// pass otherwise. With `write`, also the 1-baht round trip main wallet → game → main
// wallet, amounts compared exactly. Importable, so server/test/check-backend.test.ts runs it
// against the sandbox, a deliberately broken one and one that sends the spec's variants.
import { randomUUID } from 'node:crypto';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';
import { addContractKeywords } from '../server/lib/schema-validation';
import type { CallSpec } from '../src/api/contract/call';
import { callOf } from '../src/api/contract/calls';
import { sandboxShape } from '../src/api/contract/sandbox-shape';
import { isFeature } from '../src/api/feature-names';
import { normaliseCurrency } from '../src/api/normalise/currency';
import type {
  WireDepositLookup as DepositLookup,
  GameAccount,
  WireProfileResult as ProfileResult,
  SlipList,
  WireWalletResult as WalletResult,
} from '../src/api/types';
import { type CurrencyRuleBook, currencyOf, ruleSatang } from '../src/domain/rules/currency';
import { exactSatang } from '../src/domain/rules/money';

export interface CheckOptions {
  baseUrl: string;
  phone: string;
  password: string;
  /**
   * Also run the round trip (main wallet → a game → main wallet) of the smallest transfer
   * in the test member's currency, by `currencyRules`.
   */
  write?: boolean;
  /** The amount rules of the brand the backend serves (its `currencyRules`). */
  currencyRules: CurrencyRuleBook;
  /** Per-call time-out (the wallet's own is 60 s). */
  timeoutMs?: number;
}

/**
 * `fail`: the wallet would break or show a wrong amount (or the call could not run);
 * `warn`: the answer differs from the sandbox's shape but the wallet copes; `pass`.
 */
export type CheckLevel = 'pass' | 'warn' | 'fail';

export interface CheckRow {
  call: string;
  status: number | null;
  ms: number;
  level: CheckLevel;
  /** `pass`, or the first field that does not fit, or why the call could not run. */
  detail: string;
}

/** The CLI's exit code: 1 on any FAIL, 0 on warnings alone. */
export function exitCode(rows: readonly CheckRow[]): 0 | 1 {
  return rows.some((row) => row.level === 'fail') ? 1 : 0;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * A copy of a schema where every object refuses properties it does not name: the strict
 * mode of entities that could leak secrets (profile, wallet, game credentials).
 */
export function strictSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = strictSchema(value);
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

/**
 * Validators by schema: the contract's (`sandbox` false) or the sandbox's full shape
 * (`sandbox` true), each `strict` (no extra fields) or not.
 */
export function createValidators() {
  const ajv = addContractKeywords(addFormats(new Ajv({ allErrors: false, strict: false })));
  const caches = new Map<string, Map<TSchema, ValidateFunction>>();
  return (schema: TSchema, strict: boolean, sandbox = false): ValidateFunction => {
    const mode = `${strict}/${sandbox}`;
    const store = caches.get(mode) ?? new Map<TSchema, ValidateFunction>();
    caches.set(mode, store);
    let validate = store.get(schema);
    if (!validate) {
      const shaped = sandbox ? sandboxShape(schema) : schema;
      validate = ajv.compile((strict ? strictSchema(shaped) : shaped) as object);
      store.set(schema, validate);
    }
    return validate;
  };
}

/** Where an error points, a missing field included. */
const depthOf = (error: ErrorObject): number =>
  error.instancePath.split('/').length + (error.keyword === 'required' ? 1 : 0);

/**
 * The problem to report among a validation's errors: the deepest one, and at equal depth
 * the union's own (a value that is none of the accepted ones says more than the first
 * alternative's complaint).
 */
export function mainProblem(errors: readonly ErrorObject[]): ErrorObject | undefined {
  let best: ErrorObject | undefined;
  for (const error of errors) {
    if (
      !best ||
      depthOf(error) > depthOf(best) ||
      (depthOf(error) === depthOf(best) && error.keyword === 'anyOf' && best.keyword !== 'anyOf')
    ) {
      best = error;
    }
  }
  return best;
}

/** The first problem, named by its field: `/wallet/amount: must be number`. */
export function describeProblem(error: ErrorObject, level: 'fail' | 'warn' = 'fail'): string {
  const where = error.instancePath || '(the answer)';
  if (error.keyword === 'anyOf') {
    return level === 'warn'
      ? `${where}: a variant the sandbox does not send`
      : `${where}: none of the shapes the contract accepts`;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return `${error.instancePath}/${extra}: not in the contract (extra field)`;
  }
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return `${error.instancePath}/${missing}: missing`;
  }
  if (error.keyword === 'x-decimals') return `${where}: more than 2 decimals`;
  return `${where}: ${error.message ?? error.keyword}`;
}

/** The path of a call with its parameters filled in. */
function pathOf(call: CallSpec, params: Record<string, string> = {}): string {
  return call.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

export async function checkBackend(options: CheckOptions): Promise<CheckRow[]> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const validator = createValidators();
  const rows: CheckRow[] = [];
  let token = '';

  /**
   * Calls one contract call and validates the answer; the parsed body when it passed. Never
   * throws: whatever goes wrong while judging an answer is that call's FAIL row.
   */
  async function run<T = unknown>(key: string, request: RunRequest = {}): Promise<T | undefined> {
    const label = request.label ?? key;
    try {
      return await judge<T>(key, request);
    } catch (error) {
      rows.push({
        call: label,
        status: null,
        ms: 0,
        level: 'fail',
        detail: `could not judge the answer: ${error instanceof Error ? error.message : String(error)}`,
      });
      return undefined;
    }
  }

  async function judge<T>(key: string, request: RunRequest): Promise<T | undefined> {
    const call = callOf(key);
    const label = request.label ?? `${call.method} ${pathOf(call, request.params)}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requester': 'wallet-user',
    };
    if (call.member && token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, request.headers);
    const body = request.body ?? (call.body ? {} : undefined);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const started = performance.now();
    let status: number | null = null;
    let text = '';
    try {
      const response = await fetch(base + pathOf(call, request.params), {
        method: call.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      rows.push({
        call: label,
        status,
        ms: Math.round(performance.now() - started),
        level: 'fail',
        detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      });
      return undefined;
    }
    const ms = Math.round(performance.now() - started);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      rows.push({ call: label, status, ms, level: 'fail', detail: 'answer is not JSON' });
      return undefined;
    }
    if (call.optional && status === 404 && !request.announced) {
      rows.push({
        call: label,
        status,
        ms,
        level: 'pass',
        detail: 'pass (optional, not implemented)',
      });
      return undefined;
    }
    if (status !== 200) {
      // A code the call declares, judged without a schema: a call that declares none
      // (GET /api/wallet) made an empty enum, which AJV refuses to compile (a crash).
      const code = (parsed as { message?: unknown } | undefined)?.message;
      const declared = typeof code === 'string' && call.errors.includes(code);
      rows.push({
        call: label,
        status,
        ms,
        level: declared && request.refusalPasses ? 'pass' : 'fail',
        detail: declared
          ? `refused (${status}): ${code}`
          : `refused (${status}) with a code outside the contract: ${JSON.stringify(code ?? null)}`,
      });
      return undefined;
    }
    const validate = validator(call.result, call.strict === true);
    if (!validate(parsed)) {
      const problem = mainProblem(validate.errors ?? []);
      rows.push({
        call: label,
        status,
        ms,
        level: 'fail',
        detail: problem ? describeProblem(problem) : 'does not fit',
      });
      return undefined;
    }
    const full = validator(call.result, call.strict === true, true);
    if (!full(parsed)) {
      const problem = mainProblem(full.errors ?? []);
      rows.push({
        call: label,
        status,
        ms,
        level: 'warn',
        detail: problem ? describeProblem(problem, 'warn') : 'differs from the sandbox',
      });
      return parsed as T;
    }
    rows.push({
      call: label,
      status,
      ms,
      level: 'pass',
      detail: call.strict ? 'pass (strict)' : 'pass',
    });
    return parsed as T;
  }

  // Lookups and the chat configuration: public.
  for (const path of [
    'banks',
    'sources',
    'conditions',
    'agreements',
    'info',
    'notice',
    'contact',
    'withdraw',
    'slip',
    'active',
    'registerOTP',
    'enableChatWidget',
  ]) {
    await run(`GET /api/lookup/${path}`);
  }
  const deposit = await run<DepositLookup>('GET /api/lookup/deposit');
  const announced = await run<{ features: string[] }>('GET /api/lookup/features');
  const features = new Set((announced?.features ?? []).filter(isFeature));
  const unknown = (announced?.features ?? []).filter((name) => !isFeature(name));
  rows.push({
    call: 'optional capabilities (docs/api.md#optional-capabilities)',
    status: null,
    ms: 0,
    level: unknown.length ? 'warn' : 'pass',
    detail: [
      features.size ? `announced: ${[...features].join(', ')}` : 'none announced',
      ...(unknown.length ? [`names the wallet does not know: ${unknown.join(', ')}`] : []),
    ].join('; '),
  });
  if (features.has('passwordReset')) {
    // Harmless: a made-up token changes nothing and sends no SMS. The answer must be a
    // refusal the contract declares (OTP_TOKEN_INVALID), never a token.
    const label = 'POST /api/password-reset (a made-up token: refused)';
    const reset = await run('POST /api/password-reset', {
      body: {
        otpToken: `check-backend-${randomUUID()}`,
        otpCode: '000000',
        newPassword: 'never-set',
      },
      label,
      refusalPasses: true,
    });
    if (reset !== undefined) {
      rows.push({
        call: label,
        status: 200,
        ms: 0,
        level: 'fail',
        detail: 'a made-up token reset a password',
      });
    }
  }
  await run('GET /api/chat/config');

  const login = await run<{ token: string }>('POST /api/login', {
    body: { username: options.phone, password: options.password },
  });
  if (!login) return rows;
  token = login.token;

  const profile = await run<ProfileResult>('GET /api/account/profile');
  // Read-only calls of the capabilities the backend announced (docs/api.md#optional-capabilities).
  if (features.has('passkeys')) await run('GET /api/passkeys');
  const wallet = await run<WalletResult>('GET /api/wallet');
  if (features.has('sessions')) {
    // docs/api.md#signed-in-devices: the checking login is one of them, marked current.
    const sessions = await run<{ current: boolean }[]>('GET /api/account/sessions', {
      announced: true,
    });
    if (sessions && sessions.filter((session) => session.current).length !== 1) {
      rows.push({
        call: 'GET /api/account/sessions',
        status: 200,
        ms: 0,
        level: 'fail',
        detail: 'the calling session is not marked current exactly once',
      });
    }
  }
  if (features.has('depositLimits')) {
    // docs/api.md#deposit-limits: read only; a limit is never set, so nothing changes.
    const limits = await run<{ limits: { period: string }[] }>('GET /api/account/deposit-limits', {
      announced: true,
    });
    const periods = limits?.limits.map((limit) => limit.period).sort();
    if (limits && periods?.join() !== 'day,month,week') {
      rows.push({
        call: 'GET /api/account/deposit-limits',
        status: 200,
        ms: 0,
        level: 'fail',
        detail: 'not one limit for each period (day, week, month)',
      });
    }
  }
  if (features.has('realityCheck')) {
    // docs/api.md#reality-check: read only; the interval is never set, so nothing changes.
    const check = await run<{ intervalMinutes: number; nextAt: string | null }>(
      'GET /api/account/reality-check',
      { announced: true },
    );
    if (check && (check.intervalMinutes === 0) !== (check.nextAt === null)) {
      rows.push({
        call: 'GET /api/account/reality-check',
        status: 200,
        ms: 0,
        level: 'fail',
        detail: 'nextAt must be null exactly when the interval is 0',
      });
    }
  }
  if (features.has('selfExclusion')) {
    // docs/api.md#self-exclusion: a wrong password must lock nothing. It counts as one wrong
    // login of the test member (the step-up check's right password below clears it).
    const label = 'POST /api/account/self-exclusion (a wrong password: refused)';
    const locked = await run('POST /api/account/self-exclusion', {
      body: { period: '24h', password: `check-backend-${randomUUID()}` },
      label,
      refusalPasses: true,
      announced: true,
    });
    if (locked !== undefined) {
      rows.push({
        call: label,
        status: 200,
        ms: 0,
        level: 'fail',
        detail: 'a wrong password locked the account',
      });
    }
  }
  if (features.has('stepUp')) {
    // docs/api.md#step-up: the right password proves the session again; harmless (it only
    // renews the proof the login made, and clears no count the check could have raised).
    await run('POST /api/account/reauth', {
      body: { password: options.password },
      announced: true,
    });
  }
  await run('GET /api/wallet/refresh/slot');
  const activeGame = wallet?.slots.find((slot: GameAccount) => slot.isActive);
  if (activeGame) {
    await run('GET /api/wallet/account/:code', { params: { code: activeGame.code } });
  }
  const page = { page: 1, limit: 10 };
  await run('POST /api/statement', { body: page });
  const slips = await run<SlipList>('POST /api/statement/slip', { body: page });
  const reference = slips?.slips.find((slip) => !slip.link && slip.reference)?.reference;
  if (reference) {
    await run('GET /api/statement/slip/reference/:reference', { params: { reference } });
  }
  await run('POST /api/invite', { body: page });
  await run('GET /api/invite/banners');
  await run('POST /api/refund', { body: page });
  await run('GET /api/refund/check');
  await run('GET /api/refund/banners');
  await run('GET /api/bonus');
  await run('GET /api/bonus/check/active');
  await run('GET /api/bonus/check/minimum');
  await run('GET /api/promotion/current');
  await run('GET /api/promotion/find/:code', { params: { code: 'CONFORMANCE-CHECK' } });
  await run('GET /api/spinwheel/setup');
  await run('GET /api/spinwheel/active');
  await run('GET /api/spinwheel/coupon');
  // The QR providers the wallet offers (docs/product.md#deposit): PAYMENT items, and KBANK's
  // bank QR code for a KBANK bank account.
  const providers = (deposit?.banks ?? [])
    .filter((bank) => bank.bankType === 'PAYMENT' || bank.bankCode === 'KBANK')
    .map((bank) => bank.bankCode);
  for (const provider of new Set(providers)) {
    await run('GET /api/qrcode/:provider', { params: { provider } });
  }
  if (profile) {
    await run('POST /api/chat/history', {
      body: { userId: profile.profile._id, guestId: null, limit: 10, skip: 0 },
    });
  }

  if (options.write) await roundTrip(run, rows, wallet, activeGame, options.currencyRules);

  await run('POST /api/logout');
  return rows;
}

interface RunRequest {
  params?: Record<string, string>;
  body?: unknown;
  label?: string;
  /** Extra request headers (the round trip's Idempotency-Key). */
  headers?: Record<string, string>;
  /** A refusal with a code of the contract passes (a repeat a backend may refuse). */
  refusalPasses?: boolean;
  /** The call of an announced capability: a 404 fails, as the wallet relies on it. */
  announced?: boolean;
}

type Run = <T = unknown>(key: string, request?: RunRequest) => Promise<T | undefined>;

/** Satang of a balance the schema already passed (at most 2 decimals), exactly. */
const cents = (amount: number) => exactSatang(amount) ?? Number.NaN;

/**
 * The smallest transfer of the member's currency (1 baht, 1,000 kip by the brand's
 * `currencyRules`) to an active game account and back; the main wallet must end where it
 * began. The way out is sent twice with one Idempotency-Key, as the wallet resends an order
 * whose answer was lost (docs/api.md#idempotency-key): a backend that honours the key moves
 * it once (pass), one that does not moves it twice (WARN: a player's retry would pay twice);
 * the way back returns whatever went out.
 */
async function roundTrip(
  run: Run,
  rows: CheckRow[],
  before: WalletResult | undefined,
  game: GameAccount | undefined,
  currencyRules: CurrencyRuleBook,
): Promise<void> {
  const row = (level: CheckLevel, detail: string): void => {
    rows.push({ call: 'transfer round trip', status: null, ms: 0, level, detail });
  };
  if (!before || !game) return row('fail', 'needs an active game account');
  // Through the wallet's own reading of the answer: THB is baht, as the wallet shows it.
  const rules = currencyRules[currencyOf(normaliseCurrency(before.bankAccount?.currency))];
  const amount = rules.transferMin;
  const once = ruleSatang(rules, amount);
  if (cents(before.wallet.amount) < 2 * once) {
    return row('fail', `needs at least ${2 * amount} in the main wallet`);
  }
  const out = { from: 'WALLET', to: game.code, amount };
  const key = { 'Idempotency-Key': `check-backend-${randomUUID()}` };
  const label = `POST /api/wallet/transfer WALLET → ${game.code} ${amount}`;
  if (!(await run('POST /api/wallet/transfer', { body: out, label, headers: key }))) return;
  await run('POST /api/wallet/transfer', {
    body: out,
    label: `${label} (again, same Idempotency-Key)`,
    headers: key,
    refusalPasses: true,
  });
  const between = await run<WalletResult>('GET /api/wallet', {
    label: 'GET /api/wallet (after the repeat)',
  });
  if (!between) return;
  const moved = cents(before.wallet.amount) - cents(between.wallet.amount);
  if (moved === once) {
    row('pass', 'Idempotency-Key honoured: the repeat moved nothing');
  } else if (moved === 2 * once) {
    row(
      'warn',
      'Idempotency-Key not honoured: the repeat moved the money again (docs/api.md#idempotency-key)',
    );
  } else {
    row(
      'fail',
      `main wallet ${before.wallet.amount} before, ${between.wallet.amount} after ${amount} out`,
    );
    return;
  }
  const back = moved / 100;
  await run('POST /api/wallet/transfer', {
    body: { from: game.code, to: 'WALLET', amount: back },
    label: `POST /api/wallet/transfer ${game.code} → WALLET ${back}`,
    headers: { 'Idempotency-Key': `check-backend-${randomUUID()}` },
  });
  const after = await run<WalletResult>('GET /api/wallet', { label: 'GET /api/wallet (after)' });
  if (after && cents(after.wallet.amount) !== cents(before.wallet.amount)) {
    row('fail', `main wallet ${before.wallet.amount} before, ${after.wallet.amount} after`);
  }
}

/** The table the CLI prints. */
export function formatTable(rows: readonly CheckRow[]): string {
  const header = ['call', 'status', 'time', 'result'];
  const cells = rows.map((row) => [
    row.call,
    row.status === null ? '-' : String(row.status),
    `${row.ms} ms`,
    row.level === 'pass' ? row.detail : `${row.level.toUpperCase()} ${row.detail}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)),
  );
  const line = (cell: string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join(
    '\n',
  );
}
