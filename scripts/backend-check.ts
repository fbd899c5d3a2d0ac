// The conformance check of scripts/check-backend.mts: logs in with a test member, calls
// every read-only call of the API contract (src/api/contract/) and validates each answer
// against its schema. With `write`, also the 1-baht round trip main wallet → game → main
// wallet. Importable, so server/test/check-backend.test.ts runs it against the sandbox and
// against a deliberately broken one.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';
import { addContractKeywords } from '../server/lib/schema-validation';
import type { CallSpec } from '../src/api/contract/call';
import { callOf } from '../src/api/contract/calls';
import { ErrorOf } from '../src/api/contract/primitives';
import type {
  DepositLookup,
  GameAccount,
  ProfileResult,
  SlipList,
  WalletResult,
} from '../src/api/types';

export interface CheckOptions {
  baseUrl: string;
  phone: string;
  password: string;
  /** Also run the 1-baht round trip (main wallet → a game → main wallet). */
  write?: boolean;
  /** Per-call time-out (the wallet's own is 60 s). */
  timeoutMs?: number;
}

export interface CheckRow {
  call: string;
  status: number | null;
  ms: number;
  ok: boolean;
  /** `pass`, or the first field that does not fit, or why the call could not run. */
  detail: string;
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

export function createValidators() {
  const ajv = addContractKeywords(addFormats(new Ajv({ allErrors: false, strict: false })));
  const cache = new Map<TSchema, ValidateFunction>();
  const strictCache = new Map<TSchema, ValidateFunction>();
  return (schema: TSchema, strict: boolean): ValidateFunction => {
    const store = strict ? strictCache : cache;
    let validate = store.get(schema);
    if (!validate) {
      validate = ajv.compile(strict ? (strictSchema(schema) as object) : schema);
      store.set(schema, validate);
    }
    return validate;
  };
}

/** The first problem, named by its field: `/wallet/amount: must be number`. */
export function describeProblem(error: ErrorObject): string {
  const where = error.instancePath || '(the answer)';
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

  /** Calls one contract call and validates the answer; the parsed body when it passed. */
  async function run<T = unknown>(
    key: string,
    request: { params?: Record<string, string>; body?: unknown; label?: string } = {},
  ): Promise<T | undefined> {
    const call = callOf(key);
    const label = request.label ?? `${call.method} ${pathOf(call, request.params)}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requester': 'wallet-user',
    };
    if (call.member && token) headers.Authorization = `Bearer ${token}`;
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
        ok: false,
        detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      });
      return undefined;
    }
    const ms = Math.round(performance.now() - started);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      rows.push({ call: label, status, ms, ok: false, detail: 'answer is not JSON' });
      return undefined;
    }
    if (call.optional && status === 404) {
      rows.push({ call: label, status, ms, ok: true, detail: 'pass (optional, not implemented)' });
      return undefined;
    }
    const schema = status === 200 ? call.result : ErrorOf([...call.errors]);
    const validate = validator(schema, status === 200 && call.strict === true);
    if (status !== 200) {
      const fits = validate(parsed);
      const code = (parsed as { message?: unknown } | undefined)?.message;
      rows.push({
        call: label,
        status,
        ms,
        ok: false,
        detail: fits
          ? `refused: ${String(code)}`
          : `refused with a code outside the contract: ${JSON.stringify(code)}`,
      });
      return undefined;
    }
    if (!validate(parsed)) {
      const first = validate.errors?.[0];
      rows.push({
        call: label,
        status,
        ms,
        ok: false,
        detail: first ? describeProblem(first) : 'does not fit',
      });
      return undefined;
    }
    rows.push({
      call: label,
      status,
      ms,
      ok: true,
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
  await run('GET /api/chat/config');

  const login = await run<{ token: string }>('POST /api/login', {
    body: { username: options.phone, password: options.password },
  });
  if (!login) return rows;
  token = login.token;

  const profile = await run<ProfileResult>('GET /api/account/profile');
  const wallet = await run<WalletResult>('GET /api/wallet');
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
  const providers = (deposit?.banks ?? [])
    .filter((bank) => bank.bankType === 'PAYMENT')
    .map((bank) => bank.bankCode);
  for (const provider of new Set(providers)) {
    await run('GET /api/qrcode/:provider', { params: { provider } });
  }
  if (profile) {
    await run('POST /api/chat/history', {
      body: { userId: profile.profile._id, guestId: null, limit: 10, skip: 0 },
    });
  }

  if (options.write) await roundTrip(run, rows, wallet, activeGame);

  await run('POST /api/logout');
  return rows;
}

type Run = <T = unknown>(
  key: string,
  request?: { params?: Record<string, string>; body?: unknown; label?: string },
) => Promise<T | undefined>;

/** 1 baht to an active game account and back; the main wallet must end where it began. */
async function roundTrip(
  run: Run,
  rows: CheckRow[],
  before: WalletResult | undefined,
  game: GameAccount | undefined,
): Promise<void> {
  const skip = (detail: string): void => {
    rows.push({ call: 'transfer round trip', status: null, ms: 0, ok: false, detail });
  };
  if (!before || !game) return skip('needs an active game account');
  if (before.wallet.amount < 1) return skip('needs at least 1 in the main wallet');
  const out = await run('POST /api/wallet/transfer', {
    body: { from: 'WALLET', to: game.code, amount: 1 },
    label: `POST /api/wallet/transfer WALLET → ${game.code} 1`,
  });
  if (!out) return;
  await run('POST /api/wallet/transfer', {
    body: { from: game.code, to: 'WALLET', amount: 1 },
    label: `POST /api/wallet/transfer ${game.code} → WALLET 1`,
  });
  const after = await run<WalletResult>('GET /api/wallet', { label: 'GET /api/wallet (after)' });
  if (after && Math.round(after.wallet.amount * 100) !== Math.round(before.wallet.amount * 100)) {
    rows.push({
      call: 'transfer round trip',
      status: null,
      ms: 0,
      ok: false,
      detail: `main wallet ${before.wallet.amount} before, ${after.wallet.amount} after`,
    });
  }
}

/** The table the CLI prints. */
export function formatTable(rows: readonly CheckRow[]): string {
  const header = ['call', 'status', 'time', 'result'];
  const cells = rows.map((row) => [
    row.call,
    row.status === null ? '-' : String(row.status),
    `${row.ms} ms`,
    row.ok ? row.detail : `FAIL ${row.detail}`,
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
