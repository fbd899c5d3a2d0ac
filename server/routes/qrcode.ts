import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { QrCodeState, QrProvider } from '../../src/api/types';
import { QR_PROVIDER_RULES } from '../../src/domain/qr-providers';
import { isAmountOf, qrAmounts } from '../../src/domain/rules/currency';
import { memberRules, type Sandbox } from '../context';
import { creditWallet, insertStatement, WALLET } from '../db/ledger';
import type { QrRow, UserRow } from '../db/rows';
import { requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { checkDepositLimit } from '../lib/deposit-limits';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { number, param } from '../lib/input';
import { MAX_SATANG, satangToBaht, toSatang } from '../lib/money';
import { OK } from '../lib/ok';
import { MINUTE_MS } from '../lib/time';

export const QR_LIFETIME_MS = 5 * MINUTE_MS;

// An own property only: `in` also finds Object.prototype's names (docs/api.md#names-from-a-request).
const isProvider = (value: string): value is QrProvider => Object.hasOwn(QR_PROVIDER_RULES, value);

async function stateOf(row: QrRow): Promise<QrCodeState> {
  const payload = `SANDBOX-PAY|${row.provider}|${row.id}|${satangToBaht(row.amount).toFixed(2)}`;
  const qrcode = await QRCode.toString(payload, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    qrcodeId: row.id,
    hasQrcode: true,
    qrcode,
    amount: satangToBaht(row.amount),
    expireIn: row.expires_at,
  };
}

/**
 * Pays a live code, as the member's bank app would (the development control
 * `POST /api/__sandbox/qrcode/:qrcodeId/pay`): marks it paid, credits the member's main
 * wallet by its amount and writes the deposit statement row, in one transaction. The
 * conditional update makes it happen exactly once: a second pay, or a pay of a cancelled
 * or expired code, changes nothing and answers NO_DATA (409 once paid, 404 otherwise).
 * The paid code stops being the live code, so `GET /api/qrcode/{provider}` then reads
 * `{hasQrcode: false}` (docs/api.md#qr-codes).
 */
export function payQrcode(db: Database.Database, id: string, now: number): QrRow {
  return db.transaction(() => {
    const row = db.prepare<[string], QrRow>('SELECT * FROM qrcodes WHERE id = ?').get(id);
    if (!row) throw new ApiError('NO_DATA', 404);
    const paid = db
      .prepare(
        `UPDATE qrcodes SET paid_at = ? WHERE id = ? AND paid_at IS NULL
           AND cancelled_at IS NULL AND expires_at > ?`,
      )
      .run(now, id, now).changes;
    if (paid !== 1) throw new ApiError('NO_DATA', row.paid_at === null ? 404 : 409);
    creditWallet(db, row.user_id, row.amount);
    insertStatement(db, {
      userId: row.user_id,
      type: 'deposit',
      status: 'SUCCESS',
      from: row.provider,
      to: WALLET,
      amount: row.amount,
      createdAt: now,
    });
    return { ...row, paid_at: now };
  })();
}

/**
 * Deposit QR codes per provider (docs/product.md#deposit). A member holds at most
 * one live code: creating one cancels the codes of the other providers, so the wallet's
 * refresh of the other providers reads them as `{hasQrcode: false}`. An expired, cancelled
 * or paid code reads as `{hasQrcode: false}` too.
 */
export function qrcodeRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  const providerOf = (raw: string | undefined): QrProvider => {
    const provider = param(raw).toUpperCase();
    if (!isProvider(provider)) throw new ApiError('KEY_INVALID');
    return provider;
  };
  const liveCode = (user: UserRow, provider: QrProvider) =>
    db
      .prepare<[string, string, number], QrRow>(
        `SELECT * FROM qrcodes WHERE user_id = ? AND provider = ? AND cancelled_at IS NULL
           AND paid_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
      )
      .get(user.id, provider, sandbox.now());

  route('GET /api/qrcode/:provider', async (request) => {
    const user = requireMember(sandbox, request);
    const row = liveCode(user, providerOf(request.params.provider));
    return row ? stateOf(row) : { hasQrcode: false };
  });

  route('POST /api/qrcode/:provider', async (request) => {
    const user = requireMember(sandbox, request);
    const provider = providerOf(request.params.provider);
    const satang = toSatang(number(request.body, 'amount'));
    if (satang > MAX_SATANG) throw new ApiError('KEY_INVALID');
    // The provider's minimum in the member's currency, the one the wallet shows; a provider
    // that does not take the currency (KBANK for a kip member) refuses every amount.
    const rules = memberRules(sandbox, user);
    const amounts = qrAmounts(rules, provider);
    if (!isAmountOf(rules, satang)) throw new ApiError('KEY_INVALID');
    if (!amounts || satang < amounts.minimum) return { hasQrcode: false, message: 'QR_FAIL' };
    // A code is a deposit the bank app completes later: refused now when it would pass a
    // limit (the live code it replaces is not counted).
    checkDepositLimit(sandbox, user.id, satang, true);
    const now = sandbox.now();
    const row: QrRow = {
      id: newId(),
      user_id: user.id,
      provider,
      amount: satang,
      created_at: now,
      expires_at: now + QR_LIFETIME_MS,
      cancelled_at: null,
      paid_at: null,
    };
    db.transaction(() => {
      db.prepare(
        `UPDATE qrcodes SET cancelled_at = ?
             WHERE user_id = ? AND cancelled_at IS NULL AND paid_at IS NULL`,
      ).run(now, user.id);
      db.prepare(
        `INSERT INTO qrcodes (id, user_id, provider, amount, created_at, expires_at,
             cancelled_at, paid_at)
           VALUES (@id, @user_id, @provider, @amount, @created_at, @expires_at, @cancelled_at,
             @paid_at)`,
      ).run(row);
    })();
    return stateOf(row);
  });

  route('DELETE /api/qrcode/:qrcodeId', async (request) => {
    const user = requireMember(sandbox, request);
    const id = param(request.params.qrcodeId);
    // A paid code cannot be cancelled any more: the money has arrived.
    const changed = db
      .prepare(
        `UPDATE qrcodes SET cancelled_at = ?
             WHERE id = ? AND user_id = ? AND cancelled_at IS NULL AND paid_at IS NULL`,
      )
      .run(sandbox.now(), id, user.id).changes;
    if (changed !== 1) throw new ApiError('NO_DATA', 404);
    return OK;
  });
}
