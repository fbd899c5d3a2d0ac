// `npm test` step: a third brand costs no code (docs/adding-a-brand.md). In a copy of the
// repository (node_modules linked, nothing else shared), adds a fixture brand as the guide
// says, its data file, its logo and its line in the brand list, and nothing else; then
// draws its icons with the script the guide names, type-checks the whole copy, builds the
// brand's bundle alone, runs the brand tests (brands/ and the sandbox's brand rules) over
// every brand, serves the bundle from the brand's sandbox and logs its demo member in
// through the API to read the balances. Port: NEW_BRAND_PORT (default 3194).
// NEW_BRAND_KEEP=1 keeps the copy (its path is printed).
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_IDS, BRANDS, DEFAULT_BRAND_ID } from '../brands/data';
import type { WalletResult } from '../src/api/types';
import { brandFileText, fixtureBrand, fixtureLogo, listBrand } from './new-brand';
import { startSandbox } from './sandbox-process.mjs';

const ID = 'ruby';
const port = Number(process.env.NEW_BRAND_PORT || 3194);
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)}s`;

if ((BRAND_IDS as readonly string[]).includes(ID)) {
  throw new Error(
    `the fixture brand's id ${ID} is a real brand's: pick another in ${import.meta.url}`,
  );
}

/** What the copy needs to type-check, build, test and serve: the tracked folders and files. */
const COPIED = [
  'assets',
  'brands',
  'e2e',
  'locales',
  'scripts',
  'server',
  'src',
  'biome.json',
  'package.json',
  'playwright.config.ts',
  'rsbuild.config.ts',
  'tsconfig.json',
  'vitest.config.ts',
];
const SKIPPED = /(^|\/)(node_modules|dist|\.data|reports)(\/|$)/;

/** Runs a command in the copy; rejects with its output when it fails. */
function run(what: string, command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`  ok   ${what} (${seconds()})`);
        resolve();
      } else {
        reject(new Error(`${what} failed (exit ${code}):\n${output}`));
      }
    });
  });
}

function check(what: string, ok: boolean, detail = ''): void {
  if (!ok) throw new Error(`${what}${detail ? `: ${detail}` : ''}`);
  console.log(`  ok   ${what}`);
}

const root = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'new-brand-'));
let failed = false;
try {
  for (const entry of COPIED) {
    cpSync(join(root, entry), join(copy, entry), {
      recursive: true,
      filter: (source) => !SKIPPED.test(source.slice(root.length)),
    });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

  // The three files of docs/adding-a-brand.md, and nothing else.
  const data = fixtureBrand(BRANDS[DEFAULT_BRAND_ID], ID);
  writeFileSync(join(copy, 'brands', 'data', `${ID}.ts`), brandFileText(data));
  writeFileSync(join(copy, data.wallet.shell.logoFile), fixtureLogo(data.wallet));
  const index = join(copy, 'brands', 'data', 'index.ts');
  writeFileSync(index, listBrand(readFileSync(index, 'utf8'), ID));
  console.log(`new brand ${ID} (a copy of ${DEFAULT_BRAND_ID}) in ${copy}`);

  const npx = (what: string, ...args: string[]) => run(what, 'npx', args, copy);
  const node = (what: string, ...args: string[]) => run(what, process.execPath, args, copy);
  await Promise.all([
    npx(
      'type check of the whole repository with the brand',
      'tsc',
      '--noEmit',
      '-p',
      'tsconfig.json',
    ),
    (async () => {
      await node('its icons, drawn from its logo and theme', 'scripts/generate-icons.mjs', ID);
      await npx('its production build alone', 'rsbuild', 'build', '--environment', ID);
    })(),
  ]);
  await Promise.all([
    npx(
      'the brand tests over every brand, the new one included',
      'vitest',
      'run',
      '--reporter=dot',
      'brands/brands.test.ts',
      'server/test/brand-rules.test.ts',
    ),
    (async () => {
      const dist = join(copy, 'dist', ID);
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      check('its index.html carries its name', html.includes(`<title>${data.wallet.appName}`));
      const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
        icons: { src: string }[];
      };
      for (const icon of manifest.icons) readFileSync(join(dist, icon.src));
      check('its manifest names its own icons, which the build wrote', manifest.icons.length > 0);
      const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .filter((file) => readFileSync(join(dist, file), 'utf8').includes(data.sandbox.demo.phone));
      check('its bundle holds no demo login', scripts.length === 0, scripts.join(', '));

      const sandbox = await startSandbox({ brand: ID, port, staticDir: dist, cwd: copy });
      try {
        const page = await fetch(`${sandbox.url}/login`);
        check('its sandbox serves its build', (await page.text()).includes(data.wallet.appName));
        const { demo } = data.sandbox;
        const login = await fetch(`${sandbox.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
          body: JSON.stringify({ username: demo.phone, password: demo.password }),
        });
        const { token } = (await login.json()) as { token?: string };
        check(`its demo member ${demo.phone} logs in`, login.ok && Boolean(token));
        const answer = await fetch(`${sandbox.url}/api/wallet`, {
          headers: { Authorization: `Bearer ${token}`, 'X-Requester': 'wallet-user' },
        });
        const wallet = (await answer.json()) as WalletResult;
        const games = wallet.slots.filter((slot) => slot.isActive);
        check(
          'and sees its balances and game accounts',
          answer.ok && wallet.wallet.amount > 0 && games.length > 0,
          JSON.stringify(wallet.wallet),
        );
      } finally {
        await sandbox.stop();
      }
    })(),
  ]);
  console.log(`new brand ${ID}: typechecks, builds, serves and logs its demo in (${seconds()})`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`new brand ${ID}: FAILED (the copy is kept: ${copy})`);
} finally {
  if (!failed && !process.env.NEW_BRAND_KEEP) rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
