import { BRANDS } from '../brands/data';
import { createSandbox } from './app';
import { type SandboxConfig, sandboxConfig } from './config';
import { openDatabase, resetDatabase } from './db/open';
import { isLoopbackHost } from './lib/loopback';
import { clearUploads } from './lib/upload-folders';

/**
 * `npm run sandbox`: the development backend. Env (server/config.ts): BRAND (a brand id of
 * brands/data), SANDBOX_PORT (3100), SANDBOX_HOST (127.0.0.1), SANDBOX_DB
 * (.data/sandbox-<brand>.db), SANDBOX_OTP (fixed code), SANDBOX_STATIC (built wallet folder
 * served at /), SANDBOX_UPLOADS (.data/uploads/<brand>), SANDBOX_CORS_ORIGINS (browser origins
 * the chat socket accepts besides its own), SANDBOX_PUBLIC_ORIGIN (the origin of the links it
 * returns; default its own listen URL). `--reset-only` re-seeds the database, clears uploads
 * and exits.
 */
let config: SandboxConfig;
try {
  config = sandboxConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { brandId, dbPath, port, host, otpCode, staticDir, uploadDir, corsOrigins } = config;
const brand = BRANDS[brandId];

if (process.argv.includes('--reset-only')) {
  const db = openDatabase(dbPath, brand);
  resetDatabase(db, brand);
  db.close();
  clearUploads(uploadDir);
  console.log(`[sandbox] ${dbPath} recreated with the demo seed; uploads cleared.`);
  process.exit(0);
}

const server = await createSandbox({
  brand,
  dbPath,
  otpCode,
  staticDir,
  // The same build variables as the served build's (README "Build variables").
  staticOrigins: { apiUrl: process.env.PUBLIC_API_URL, chatUrl: process.env.PUBLIC_CHAT_URL },
  uploadDir,
  corsOrigins,
  publicOrigin: config.publicOrigin,
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
    ` Links      built on ${server.sandbox.publicOrigin()} (SANDBOX_PUBLIC_ORIGIN)`,
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
