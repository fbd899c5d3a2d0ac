import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSettings, type Sandbox, writeSettings } from '../context';
import { resetDatabase } from '../db/open';
import type { OtpRow, SlipRow } from '../db/rows';
import { ApiError } from '../lib/errors';
import { safeJoin } from '../lib/files';
import { imageSize } from '../lib/image-size';
import { bodyOf, param } from '../lib/input';
import { satangToBaht } from '../lib/money';
import { OK } from '../lib/ok';
import { smsText } from '../lib/otp-rules';
import { DAY_MS, iso } from '../lib/time';
import { clearUploads } from '../lib/upload-folders';
import { type SandboxSettings, SETTING_KEYS } from '../settings';
import { payQrcode } from './qrcode';

/**
 * Development controls for the e2e tests, under /api/__sandbox/. The operator's real
 * backend has none of these.
 */
export function sandboxControlRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  /**
   * Re-seeds the database in place (every token is dropped), deletes uploads, clears rate
   * limits and drops the background tasks still waiting (the chat's auto-replies).
   */
  app.post('/api/__sandbox/reset', async () => {
    sandbox.cancelLater();
    resetDatabase(sandbox.db, sandbox.brand);
    clearUploads(sandbox.uploadDir);
    sandbox.chat.reset();
    sandbox.counters.clear();
    sandbox.moveClock(null);
    sandbox.log('database reset to the seed');
    return { success: true, settings: readSettings(sandbox.db) };
  });

  app.get(
    '/api/__sandbox/settings',
    async (): Promise<SandboxSettings> => readSettings(sandbox.db),
  );

  /** Any of the settings' booleans; other keys or non-booleans answer KEY_INVALID. */
  app.post('/api/__sandbox/settings', async (request): Promise<SandboxSettings> => {
    const body = bodyOf(request);
    const next = readSettings(sandbox.db);
    for (const [key, value] of Object.entries(body)) {
      if (!(SETTING_KEYS as string[]).includes(key) || typeof value !== 'boolean') {
        throw new ApiError('KEY_INVALID');
      }
      next[key as keyof SandboxSettings] = value;
    }
    writeSettings(sandbox.db, next);
    return next;
  });

  /**
   * Moves the sandbox clock ahead by `advanceMs` (a whole number of milliseconds, 0 to 30
   * days): sessions, proofs (docs/api.md#step-up), OTP and login limits see the later time.
   * The reset puts it back. Answers the total offset.
   */
  app.post('/api/__sandbox/clock', async (request) => {
    const { advanceMs } = bodyOf(request);
    if (
      typeof advanceMs !== 'number' ||
      !Number.isInteger(advanceMs) ||
      advanceMs < 0 ||
      advanceMs > 30 * DAY_MS
    ) {
      throw new ApiError('KEY_INVALID');
    }
    const offsetMs = sandbox.moveClock(advanceMs);
    sandbox.log(`clock moved ahead ${advanceMs} ms (offset ${offsetMs} ms)`);
    return { success: true, offsetMs };
  });

  /**
   * The last code sent to a phone and the SMS it went out in, so browser tests need not read
   * the log. A code that was not sent (a password reset for a phone that is no member) is
   * not one.
   */
  app.get<{ Params: { phone: string } }>('/api/__sandbox/otp/:phone', async (request) => {
    const otp = sandbox.db
      .prepare<[string], OtpRow>(
        "SELECT * FROM otps WHERE phone = ? AND code != '' ORDER BY created_at DESC",
      )
      .get(param(request.params.phone, 30));
    if (!otp) throw new ApiError('NO_DATA', 404);
    return {
      code: otp.code,
      otpRef: otp.ref,
      otpToken: otp.token,
      sms: smsText(sandbox, otp.code, otp.ref),
    };
  });

  /**
   * A member's slips as stored, newest first, with what arrived of each uploaded file
   * (`bytes`, and `width` × `height` for a PNG, GIF or JPEG): so a browser test can check
   * that the wallet shrank a photo before sending it. Seeded slips have no file (null).
   */
  app.get<{ Params: { phone: string } }>('/api/__sandbox/slips/:phone', async (request) => {
    const user = sandbox.db
      .prepare<[string], { id: string }>('SELECT id FROM users WHERE username = ?')
      .get(param(request.params.phone, 30));
    if (!user) throw new ApiError('NO_DATA', 404);
    const rows = sandbox.db
      .prepare<[string], SlipRow>(
        'SELECT * FROM slips WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
      )
      .all(user.id);
    return Promise.all(
      rows.map(async (row) => {
        let file: {
          name: string;
          bytes: number;
          width: number | null;
          height: number | null;
        } | null = null;
        const path = row.file ? safeJoin(sandbox.uploadDir, `slips/${basename(row.file)}`) : null;
        if (path) {
          const content = await readFile(path).catch(() => null);
          if (content) {
            const size = imageSize(content);
            file = {
              name: basename(path),
              bytes: content.length,
              width: size?.width ?? null,
              height: size?.height ?? null,
            };
          }
        }
        return {
          reference: row.reference,
          amount: satangToBaht(row.amount),
          status: row.status,
          note: row.note,
          createdAt: iso(row.created_at),
          file,
        };
      }),
    );
  });

  /**
   * Pays a live QR code as the member's bank app would: the main wallet is credited by the
   * code's amount with its deposit statement row, once (a second pay answers 409 NO_DATA;
   * an unknown, cancelled or expired code 404 NO_DATA), and the code stops being live.
   */
  app.post<{ Params: { qrcodeId: string } }>(
    '/api/__sandbox/qrcode/:qrcodeId/pay',
    async (request) => {
      const row = payQrcode(sandbox.db, param(request.params.qrcodeId), sandbox.now());
      sandbox.log(`QR ${row.id} (${row.provider}) paid: ${satangToBaht(row.amount)}`);
      return { ...OK, qrcodeId: row.id, amount: satangToBaht(row.amount) };
    },
  );
}
