// Starts the sandbox API as a child process (optionally serving a built wallet) and waits
// until it answers. Used by the e2e workers (e2e/fixtures.ts), the conformance and size
// checks of `npm test`, the release script and the measurement scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Rejects when something already listens on `port`: a sandbox left running there (by a
 * measurement that was killed) would answer in place of the new one, which fails to
 * listen, and the script would carry on against the wrong server until it goes away.
 */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(new Error(`port ${port} is busy (${error.code}): stop what listens there first`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

// The sandbox stops itself when this process dies without stopping it (a measurement
// killed by Ctrl+C or by a closed pipe), rather than keeping its port.
const exitWithParent = new URL('./exit-with-parent.mjs', import.meta.url).href;

/** What a sandbox printed, up to its last 64 kB: enough to tell why it failed. */
const LOG_LIMIT = 64 * 1024;

export async function startSandbox({ brand, port, staticDir, db = ':memory:', env = {}, cwd }) {
  await ensurePortFree(port);
  const args = ['--import', exitWithParent, '--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      BRAND: brand,
      SANDBOX_PORT: String(port),
      SANDBOX_DB: db,
      ...(staticDir ? { SANDBOX_STATIC: staticDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The channel only tells the sandbox we are gone: it must not keep this process alive.
  child.channel?.unref();
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-LOG_LIMIT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Resolves once the process is gone and its port free again: a sandbox started next on
  // the same port (the e2e worker that replaces a failed one) must not find it busy.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  // Two minutes: on the 2-core machine, with npm test's steps side by side (Vitest, a new
  // brand's build), a sandbox's start (tsx compiling the server) took over the 30 s this
  // waited before, and the conformance check failed without a line from the sandbox.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`sandbox exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/lookup/info`);
      if (response.ok) return { url, stop, log: () => log };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`sandbox did not answer on ${url}:\n${log}`);
}
