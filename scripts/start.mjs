// `npm start`: the sandbox API and the wallet's dev server for one brand (BRAND, an id of
// brands/data, default thai) at http://localhost:3000; the dev server proxies /api and
// /socket.io to the sandbox.
import { spawn } from 'node:child_process';
import { loadBrands } from './brands.mjs';

const { BRAND_IDS, isBrandId } = await loadBrands();
const brand = process.env.BRAND ?? 'thai';
if (!isBrandId(brand)) {
  console.error(`BRAND must be one of ${BRAND_IDS.join(', ')}, not "${brand}"`);
  process.exit(1);
}
const env = {
  ...process.env,
  BRAND: brand,
  SANDBOX_PORT: process.env.SANDBOX_PORT ?? '3100',
  // The dev server proxies /socket.io to the sandbox: the live chat's socket is on the page's origin.
  PUBLIC_CHAT_URL: process.env.PUBLIC_CHAT_URL ?? 'same-origin',
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' }),
  spawn(
    process.execPath,
    ['node_modules/@rsbuild/core/bin/rsbuild.js', 'dev', '--environment', brand],
    {
      env,
      stdio: 'inherit',
    },
  ),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `\nWallet (${brand}) on http://localhost:${process.env.PORT ?? 3000}  (Ctrl+C stops both)\n`,
);
