// `npm start`: the sandbox API and the wallet's dev server for one brand (BRAND, an id of
// brands/data, default the first of its list) at http://localhost:3000 (PORT); the dev server proxies /api and
// /socket.io to the sandbox (SANDBOX_PORT, 3100).
//
// Stopping: the two children run in process groups of their own and are stopped by this
// process, whichever way it is told to stop (Ctrl+C, SIGTERM from npm or a process manager,
// SIGHUP when the terminal closes, an uncaught error, one child exiting, npm itself dying).
// When this process is killed outright (SIGKILL), the children notice their IPC channel
// closing (scripts/exit-with-parent.mjs) and stop on their own: no port is left busy.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { networkInterfaces } from 'node:os';
import { loadBrands } from './brands.mjs';

const { BRAND_IDS, DEFAULT_BRAND_ID, isBrandId } = await loadBrands();
const brand = process.env.BRAND ?? DEFAULT_BRAND_ID;
if (!isBrandId(brand)) {
  console.error(`BRAND must be one of ${BRAND_IDS.join(', ')}, not "${brand}"`);
  process.exit(1);
}
const port = process.env.PORT ?? '3000';

/**
 * The wallet's dev-server origin as a phone on the network reaches it (the dev server
 * listens on every interface), or localhost on a machine without a network: the sandbox
 * builds the links it returns ("Play on the web", media URLs) from it, so they open the
 * wallet's origin, not the sandbox's own 127.0.0.1 address.
 */
function devServerOrigin() {
  const addresses = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
  const lan = addresses.find((entry) => entry.family === 'IPv4' && !entry.internal);
  return `http://${lan ? lan.address : 'localhost'}:${port}`;
}

const env = {
  ...process.env,
  BRAND: brand,
  PORT: port,
  SANDBOX_PORT: process.env.SANDBOX_PORT ?? '3100',
  SANDBOX_PUBLIC_ORIGIN: process.env.SANDBOX_PUBLIC_ORIGIN ?? devServerOrigin(),
  // The dev server proxies /socket.io to the sandbox: the live chat's socket is on the page's origin.
  PUBLIC_CHAT_URL: process.env.PUBLIC_CHAT_URL ?? 'same-origin',
};

const exitWithParent = new URL('./exit-with-parent.mjs', import.meta.url).href;
/** A node child in a process group of its own, with an IPC channel that dies with us. */
function launch(args) {
  return spawn(process.execPath, ['--import', exitWithParent, ...args], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Its own process group: stopping it reaches whatever it starts, and a terminal's
    // Ctrl+C reaches only this process, which stops the children in order.
    detached: true,
  });
}

const children = [
  launch(['--import', 'tsx', 'server/main.ts']),
  launch(['node_modules/@rsbuild/core/bin/rsbuild.js', 'dev', '--environment', brand]),
];

const running = (child) => child.exitCode === null && child.signalCode === null;
function signalAll(signal) {
  for (const child of children) {
    if (!running(child) || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  signalAll('SIGTERM');
  // A child that does not stop within 5 s is killed.
  const kill = setTimeout(() => signalAll('SIGKILL'), 5000);
  await Promise.all(children.filter(running).map((child) => once(child, 'exit')));
  clearTimeout(kill);
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => void stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
process.on('uncaughtException', (error) => {
  console.error(error);
  void stop(1);
});
// Last resort when this process exits some other way: the children do not outlive it.
process.on('exit', () => signalAll('SIGTERM'));
// npm (or whatever started us) killed without passing a signal on: we were re-parented.
const startedBy = process.ppid;
setInterval(() => {
  if (process.ppid !== startedBy) void stop(0);
}, 1000).unref();

console.log(
  `\nWallet (${brand}) on http://localhost:${port}  (Ctrl+C stops both)\n` +
    `Links the sandbox returns open ${env.SANDBOX_PUBLIC_ORIGIN} (SANDBOX_PUBLIC_ORIGIN)\n`,
);
