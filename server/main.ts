import { resolve } from 'node:path';
import { BRAND_IDS, BRANDS, isBrandId } from '../brands/data';
import { createSandbox, devServerOrigins } from './app';
import { openDatabase, resetDatabase } from './db/open';
import { isLoopbackHost } from './lib/loopback';
import { clearUploads } from './lib/upload-folders';

/**
 * `npm run sandbox`: the development backend. Env: BRAND (a brand id of brands/data),
 * SANDBOX_PORT (3100), SANDBOX_HOST (127.0.0.1), SANDBOX_DB (.data/sandbox.db), SANDBOX_OTP
 * (fixed code), SANDBOX_STATIC (built wallet folder served at /), SANDBOX_UPLOADS
 * (.data/uploads), SANDBOX_CORS_ORIGINS (browser origins the chat socket accepts besides
 * its own). `--reset-only` re-seeds the database, clears uploads and exits.
 */
const env = process.env;
const brandId = env.BRAND ?? 'thai';
if (!isBrandId(brandId)) {
  console.error(`BRAND must be one of ${BRAND_IDS.join(', ')} (got "${brandId}")`);
  process.exit(1);
}
const brand = BRANDS[brandId];
const dbPath = env.SANDBOX_DB || '.data/sandbox.db';
const port = Number(env.SANDBOX_PORT || 3100);
const host = env.SANDBOX_HOST || '127.0.0.1';
const otpCode = env.SANDBOX_OTP || undefined;
const staticDir = env.SANDBOX_STATIC ? resolve(env.SANDBOX_STATIC) : undefined;
const uploadDir = resolve(env.SANDBOX_UPLOADS || '.data/uploads');
// Browser origins the chat socket accepts besides the sandbox's own (comma-separated);
// by default the dev server of `npm start` (PORT, 3000 unless set), which proxies /socket.io.
const corsOrigins = env.SANDBOX_CORS_ORIGINS
  ? env.SANDBOX_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean)
  : devServerOrigins(env.PORT);

if (process.argv.includes('--reset-only')) {
  const db = openDatabase(dbPath);
  resetDatabase(db);
  db.close();
  clearUploads(uploadDir);
  console.log(`[sandbox] ${dbPath} recreated with the demo seed; uploads cleared.`);
  process.exit(0);
}

if (otpCode !== undefined && !/^\d{4,8}$/.test(otpCode)) {
  console.error('SANDBOX_OTP must be 4 to 8 digits');
  process.exit(1);
}

const server = await createSandbox({
  brand,
  dbPath,
  otpCode,
  staticDir,
  // The same build variables as the served build's (README "Build variables").
  staticOrigins: { apiUrl: env.PUBLIC_API_URL, chatUrl: env.PUBLIC_CHAT_URL },
  uploadDir,
  corsOrigins,
  log: true,
});
const url = await server.listen(port, host);

const line = '-'.repeat(72);
console.log(
  [
    line,
    ' SANDBOX API: a development and test backend, NOT the production server.',
    ' No real money, no real SMS: OTP codes are printed in this log.',
    line,
    ` URL        ${url}/api   (socket.io at ${url}/socket.io)`,
    ` Brand      ${brandId} (${brand.appName})`,
    ` Database   ${dbPath}   (npm run sandbox:reset re-creates it)`,
    ` Uploads    ${uploadDir}`,
    staticDir ? ` Wallet     ${staticDir} served at ${url}/` : null,
    ` OTP        ${otpCode ? `fixed to ${otpCode} (SANDBOX_OTP)` : 'random, printed below when sent'}`,
    ` Demo login ${brand.demo.phone} / ${brand.demo.password}`,
    ...brand.extraDemoLogins.map(
      (login) => ` Also       ${login.phone} / ${login.password} (${login.shows})`,
    ),
    ` Chat       socket.io accepts its own origin and ${corsOrigins.join(', ')} (SANDBOX_CORS_ORIGINS)`,
    ...(isLoopbackHost(host)
      ? [
          ' Dev-only   POST /api/__sandbox/reset, POST /api/__sandbox/settings,',
          '            GET /api/__sandbox/otp/:phone, POST /api/__sandbox/chat/:room/say,',
          '            POST /api/__sandbox/chat/sockets (not part of the real backend)',
        ]
      : [` Dev-only   /api/__sandbox/ controls OFF: ${host} is not a loopback address`]),
    line,
  ]
    .filter((entry) => entry !== null)
    .join('\n'),
);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
