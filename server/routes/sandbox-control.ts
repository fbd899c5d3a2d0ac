import type { FastifyInstance } from 'fastify';
import { readSettings, type Sandbox, writeSettings } from '../context';
import { resetDatabase } from '../db/open';
import type { OtpRow } from '../db/rows';
import { ApiError } from '../lib/errors';
import { bodyOf, param } from '../lib/input';
import { clearUploads } from '../lib/upload-folders';
import { type SandboxSettings, SETTING_KEYS } from '../settings';

/**
 * Development controls for the e2e tests, under /api/__sandbox/. The operator's real
 * backend has none of these.
 */
export function sandboxControlRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  /** Re-seeds the database in place (every token is dropped) and deletes uploads. */
  app.post('/api/__sandbox/reset', async () => {
    resetDatabase(sandbox.db);
    clearUploads(sandbox.uploadDir);
    sandbox.chat.reset();
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

  /** The last code sent to a phone, so browser tests need not read the log. */
  app.get<{ Params: { phone: string } }>('/api/__sandbox/otp/:phone', async (request) => {
    const otp = sandbox.db
      .prepare<[string], OtpRow>('SELECT * FROM otps WHERE phone = ? ORDER BY created_at DESC')
      .get(param(request.params.phone, 30));
    if (!otp) throw new ApiError('NO_DATA', 404);
    return { code: otp.code, otpRef: otp.ref, otpToken: otp.token };
  });
}
