import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { Ok, QrCodeState, QrProvider } from '../../src/api/types';
import type { Sandbox } from '../context';
import type { QrRow, UserRow } from '../db/rows';
import { requireMember } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { bodyOf, number, param } from '../lib/input';
import { MAX_SATANG, toBaht, toSatang } from '../lib/money';
import { OK } from '../lib/ok';
import { MINUTE_MS } from '../lib/time';

/** Minimum amount per provider (docs/product.md#deposit), in satang. */
export const QR_MINIMUM: Record<QrProvider, number> = { KBANK: 100, WW: 10_000, PAYTIMZ: 1_000 };
export const QR_LIFETIME_MS = 5 * MINUTE_MS;

const isProvider = (value: string): value is QrProvider => value in QR_MINIMUM;

async function stateOf(row: QrRow): Promise<QrCodeState> {
  const payload = `SANDBOX-PAY|${row.provider}|${row.id}|${toBaht(row.amount).toFixed(2)}`;
  const qrcode = await QRCode.toString(payload, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    qrcodeId: row.id,
    hasQrcode: true,
    qrcode,
    amount: toBaht(row.amount),
    expireIn: row.expires_at,
  };
}

/**
 * Deposit QR codes per provider (docs/product.md#deposit). A member holds at most
 * one live code: creating one cancels the codes of the other providers, so the wallet's
 * refresh of the other providers reads them as `{hasQrcode: false}`. An expired code
 * reads as `{hasQrcode: false}` too.
 */
export function qrcodeRoutes(app: FastifyInstance, sandbox: Sandbox): void {
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
           AND expires_at > ? ORDER BY created_at DESC`,
      )
      .get(user.id, provider, Date.now());

  app.get<{ Params: { provider: string } }>(
    '/api/qrcode/:provider',
    async (request): Promise<QrCodeState> => {
      const user = requireMember(sandbox, request);
      const row = liveCode(user, providerOf(request.params.provider));
      return row ? stateOf(row) : { hasQrcode: false };
    },
  );

  app.post<{ Params: { provider: string } }>(
    '/api/qrcode/:provider',
    async (request): Promise<QrCodeState> => {
      const user = requireMember(sandbox, request);
      const provider = providerOf(request.params.provider);
      const satang = toSatang(number(bodyOf(request), 'amount'));
      if (satang > MAX_SATANG) throw new ApiError('KEY_INVALID');
      if (satang < QR_MINIMUM[provider]) return { hasQrcode: false, message: 'QR_FAIL' };
      const now = Date.now();
      const row: QrRow = {
        id: newId(),
        user_id: user.id,
        provider,
        amount: satang,
        created_at: now,
        expires_at: now + QR_LIFETIME_MS,
        cancelled_at: null,
      };
      db.transaction(() => {
        db.prepare(
          'UPDATE qrcodes SET cancelled_at = ? WHERE user_id = ? AND cancelled_at IS NULL',
        ).run(now, user.id);
        db.prepare(
          `INSERT INTO qrcodes (id, user_id, provider, amount, created_at, expires_at, cancelled_at)
           VALUES (@id, @user_id, @provider, @amount, @created_at, @expires_at, @cancelled_at)`,
        ).run(row);
      })();
      return stateOf(row);
    },
  );

  app.delete<{ Params: { qrcodeId: string } }>(
    '/api/qrcode/:qrcodeId',
    async (request): Promise<Ok> => {
      const user = requireMember(sandbox, request);
      const id = param(request.params.qrcodeId);
      const changed = db
        .prepare(
          'UPDATE qrcodes SET cancelled_at = ? WHERE id = ? AND user_id = ? AND cancelled_at IS NULL',
        )
        .run(Date.now(), id, user.id).changes;
      if (changed !== 1) throw new ApiError('NO_DATA', 404);
      return OK;
    },
  );
}
