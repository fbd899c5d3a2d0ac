import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `npm start` as people stop it (scripts/start.mjs): whichever process is signalled, or
 * when the parent is killed outright, the sandbox and the dev server stop and free their
 * ports. `npm run sandbox` likewise stops when npm is told to stop (npm signals only the
 * shell it ran the script in: scripts/exit-with-parent.mjs notices the re-parenting). Each test starts the real process tree (sandbox + `rsbuild dev`) on free ports.
 */

/** A stand-in for a built wallet folder (SANDBOX_STATIC=dist/thai). */
function builtWallet(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>wallet</title>');
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, log: () => string) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}\n${log()}`);
}

interface Tree {
  parent: ChildProcess;
  ports: number[];
  log: () => string;
}

/**
 * `npm start` (or its script directly) on free ports, once both servers answer; with
 * `sandboxOnly`, a command that starts the sandbox alone, once it answers.
 */
async function startTree(
  command: string,
  args: string[],
  { sandboxOnly = false, env = {} }: { sandboxOnly?: boolean; env?: Record<string, string> } = {},
): Promise<Tree> {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const parent = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ':memory:',
      SANDBOX_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  parent.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  parent.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const log = () => output;
  const ports = sandboxOnly ? [sandboxPort] : [port, sandboxPort];
  await waitFor(
    async () => (await Promise.all(ports.map(listening))).every(Boolean),
    'the sandbox and the dev server',
    log,
  );
  return { parent, ports, log };
}

async function portsFreed({ ports, log }: Tree) {
  await waitFor(
    async () => !(await Promise.all(ports.map(listening))).some(Boolean),
    `ports ${ports.join(', ')} to be free`,
    log,
  );
}

describe('npm start stops what it started', { timeout: 180_000 }, () => {
  it('SIGTERM to the npm process frees both ports', async () => {
    const tree = await startTree('npm', ['start', '--silent']);
    const exited = once(tree.parent, 'exit');
    tree.parent.kill('SIGTERM');
    await exited;
    await portsFreed(tree);
  });

  it('SIGTERM to npm running the sandbox alone (serving a built wallet) frees its port', async () => {
    const tree = await startTree('npm', ['run', '--silent', 'sandbox'], {
      sandboxOnly: true,
      env: { SANDBOX_STATIC: builtWallet() },
    });
    const exited = once(tree.parent, 'exit');
    tree.parent.kill('SIGTERM');
    await exited;
    await portsFreed(tree);
  });

  it('SIGKILL of the parent: the children notice and stop on their own', async () => {
    const tree = await startTree(process.execPath, ['scripts/start.mjs']);
    const exited = once(tree.parent, 'exit');
    tree.parent.kill('SIGKILL');
    await exited;
    await portsFreed(tree);
  });
});
