// The layer rules of docs/architecture.md#import-rules, which a linter config cannot say
// simply. Run by `npm run lint`; scripts/check-imports.test.ts plants a violation of each
// rule and sees it caught.
//
// - src/app wires the rest: nothing outside src/app imports it (src/test, the test
//   harness that renders screens the way the app does, excepted);
// - src/features/<x> import src/domain and the bottom layer, never another feature;
// - src/domain imports only the bottom layer (api, ui, lib, canvas) and brands/;
// - the bottom layer imports nothing from features, app or domain;
// - the sandbox (server/) takes from src/ only files without React or client state, followed
//   through their own imports (a pure file that imports a React one is client code too);
// - src/domain/rules/ (the rules the wallet and the sandbox share) stays React-free: no
//   React or client-state package, and at run time nothing outside its own folder (types
//   from anywhere);
// - only src/canvas imports pixi.js; in src/canvas only the mount hooks (use-*.ts) use React;
// - nothing outside brands/ tests which brand it is: behaviour comes from capabilities
//   (the wallet, the sandbox, the e2e tests, the scripts and configs alike);
// - nothing outside brands/ names a brand in its code (comments aside), tests included:
//   no `'lao'`, `BRANDS.thai`, `brands/data/thai`, `thaiDemo`; a brand is added by its data
//   alone (docs/adding-a-brand.md), and a test picks a brand by what it can do (`brandWith`);
// - the API contract (src/api/contract/, TypeBox schemas) imports only typebox and its own
//   modules; the wallet imports it with `import type` only, so no schema code reaches the
//   bundle (tests excepted); the sandbox and the scripts import it freely;
// - brands/data/ loads in plain Node (the sandbox, Playwright, scripts): it imports nothing
//   at run time but its own modules (no assets);
// - in src/, an address goes into a page only through src/lib/safe-url.ts
//   (docs/architecture.md#security): no `<a href={...}>` but in src/ui/external-link.tsx
//   (which takes a SafeUrl), `window.open(...)` only with a literal ('about:blank'), and
//   `location.href =`, `location.assign/replace(...)` or a form's `.action =` only with a
//   value the file declares as a `SafeUrl` (TypeScript then makes sure it went through the check).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
const BRAND_NAME_TEST_RE =
  /\bbrand(?:Name)?\.id\b\s*[=!]==|(?<!typeof\s+[\w.]*)\bbrand(?:Name|Id)?\s*[=!]==?\s*['"`]|['"`]\s*[=!]==?\s*(?:[\w.]*\.)?brand(?:Name|Id)?\b/;
const CLIENT_ONLY_RE =
  /from\s+['"](react|react-dom|swr|jotai|wouter|react-intl|@emotion\/react)(\/[^'"]*)?['"]/;
const BOTTOM = new Set(['api', 'ui', 'lib', 'canvas']);
const RULES = 'src/domain/rules/';
/**
 * What src/domain/rules may import at run time besides its own folder: the site's clock
 * (days and weeks in the brand's zone), React-free and shared with the sandbox too.
 */
const RULES_MAY_USE = new Set(['src/lib/site-time', 'src/lib/site-days']);
const CONTRACT = 'src/api/contract/';

/** The layer of a repository path: app, feature, domain, bottom, test, other (outside src). */
export function layerOf(path) {
  const parts = path.split('/');
  if (parts[0] !== 'src') return { layer: 'other', top: parts[0] };
  const top = parts[1] ?? '';
  if (top === 'app') return { layer: 'app' };
  if (top === 'features') return { layer: 'feature', feature: parts[2] };
  if (top === 'domain') return { layer: 'domain' };
  if (top === 'test') return { layer: 'test' };
  if (BOTTOM.has(top)) return { layer: 'bottom', folder: top };
  return { layer: 'other', top: 'src' };
}

const isTest = (path) => /\.test\.tsx?$/.test(path);

/** The brands of a repository: one data file per brand id, brands/data/<id>.ts. */
export function brandIdsIn(root) {
  return readdirSync(join(root, 'brands', 'data'))
    .filter(
      (name) => /^[a-z][a-z0-9]*\.ts$/.test(name) && !['index.ts', 'defaults.ts'].includes(name),
    )
    .map((name) => name.slice(0, -'.ts'.length));
}

/**
 * A brand id as code uses it: a word of its own or the start of a camelCase name (`'lao'`,
 * `BRANDS.thai`, `brands/lao`, `thaiDemo`), not inside a longer word or a dashed name (a
 * font package's `noto-sans-thai`), nor in a comment.
 */
function brandNamesIn(text, brandIds) {
  if (brandIds.length === 0) return [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const re = new RegExp(`(?<![\\w$-])(?:${brandIds.join('|')})(?![a-z0-9-])\\w*`, 'g');
  return [...new Set([...code.matchAll(re)].map((match) => match[0]))];
}

const RAW_ANCHOR_RE = /<a\b[^>]*?\shref=\{/g;
const WINDOW_OPEN_RE = /\bwindow\.open\(\s*([^'"`\s)])/g;
const NAVIGATION_SINK_RE =
  /(?:\blocation\.href\s*=(?!=)|\blocation\.(?:assign|replace)\(|\.action\s*=(?!=))\s*([\w.]+)/g;
const SAFE_URL_NAME_RE = /\b(\w+)\??:\s*SafeUrl\b/g;

/** Addresses put into the page without the one check (src/lib/safe-url.ts). */
function urlProblems(path, text) {
  if (!path.startsWith('src/') || isTest(path) || path.startsWith('src/test/')) return [];
  const problems = [];
  if (path !== 'src/ui/external-link.tsx' && RAW_ANCHOR_RE.test(text)) {
    problems.push(`${path}: <a href={...}>: use ExternalLink with a SafeUrl (src/lib/safe-url.ts)`);
  }
  RAW_ANCHOR_RE.lastIndex = 0;
  for (const match of text.matchAll(WINDOW_OPEN_RE)) {
    problems.push(`${path}: window.open(${match[1]}...): open 'about:blank', then send a SafeUrl`);
  }
  const safeNames = new Set([...text.matchAll(SAFE_URL_NAME_RE)].map((match) => match[1]));
  for (const match of text.matchAll(NAVIGATION_SINK_RE)) {
    if (!safeNames.has(match[1])) {
      problems.push(`${path}: ${match[0].trim()}: only a value declared as SafeUrl may go there`);
    }
  }
  return problems;
}

/**
 * Problems of a set of files. `files`: [{path, text}] with repository-relative paths using
 * `/`; `read(path)` gives the text of an imported file (for the server rule), or undefined;
 * `brandIds`: the ids no file outside brands/ may name.
 */
export function checkFiles(files, read = () => undefined, brandIds = []) {
  const problems = [];
  for (const { path, text } of files) {
    const from = layerOf(path);
    const inSrc = path.startsWith('src/');
    for (const match of text.matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? '';
      if (
        (spec === 'pixi.js' || spec.startsWith('pixi.js/')) &&
        !(from.layer === 'bottom' && from.folder === 'canvas')
      ) {
        problems.push(`${path}: imports pixi.js outside src/canvas`);
      }
      if (
        from.layer === 'bottom' &&
        from.folder === 'canvas' &&
        /^react(-dom)?(\/|$)/.test(spec) &&
        !/^use-[\w-]+\.tsx?$/.test(path.split('/').pop() ?? '') &&
        !isTest(path)
      ) {
        problems.push(`${path}: canvas scenes are plain functions; only use-* hooks use React`);
      }
      if (
        path.startsWith('brands/data/') &&
        !spec.startsWith('./') &&
        !/^(?:import|export)\s+type\s/.test(match[0])
      ) {
        problems.push(`${path}: imports ${spec}; brands/data must load in plain Node (no assets)`);
      }
      const inContract = path.startsWith(CONTRACT);
      const typeOnly = /^(?:import|export)\s+type\s/.test(match[0]);
      if (
        inContract &&
        !isTest(path) &&
        !spec.startsWith('./') &&
        spec !== 'typebox' &&
        !typeOnly
      ) {
        problems.push(
          `${path}: the API contract imports only typebox and its own modules (${spec})`,
        );
      }
      const inRules = path.startsWith(RULES) && !isTest(path);
      if (inRules && CLIENT_ONLY_RE.test(match[0])) {
        problems.push(`${path}: src/domain/rules is React-free; it imports ${spec}`);
      }
      if (!spec.startsWith('.')) continue;
      const target = resolveSpec(path, spec);
      if (inRules && !typeOnly && !target.startsWith(RULES) && !RULES_MAY_USE.has(target)) {
        problems.push(
          `${path}: src/domain/rules imports only its own folder at run time (${spec}); use \`import type\``,
        );
      }
      const to = layerOf(target);
      if (
        inSrc &&
        !inContract &&
        !isTest(path) &&
        (target === CONTRACT.slice(0, -1) || target.startsWith(CONTRACT)) &&
        !typeOnly
      ) {
        problems.push(
          `${path}: imports the API contract's schemas at run time; use \`import type\` (${spec})`,
        );
      }
      if (inSrc) {
        const problem = layerProblem(from, to);
        if (problem) problems.push(`${path}: ${problem} (${spec})`);
      } else if (from.top === 'server' && target.startsWith('src/') && !typeOnly) {
        const via = clientCodeVia(target, read);
        if (via) {
          const through = via === target ? '' : `, through ${via}`;
          problems.push(`${path}: the sandbox imports client code from src (${spec}${through})`);
        }
      }
    }
    problems.push(...urlProblems(path, text));
    if (!path.startsWith('brands/') && !isTest(path) && BRAND_NAME_TEST_RE.test(text)) {
      problems.push(`${path}: tests the brand by name; read a Brand capability instead`);
    }
    if (!path.startsWith('brands/')) {
      for (const name of brandNamesIn(text, brandIds)) {
        problems.push(
          `${path}: names a brand (${name}); read its data (brands/data), or pick a brand by a capability (brandWith)`,
        );
      }
    }
  }
  return problems;
}

/** The repository path an import names, from the importing file's path. */
function resolveSpec(path, spec) {
  return normalize(join(dirname(path), spec))
    .split(sep)
    .join('/');
}

/** The file an import path names (with its extension), and its text, or undefined. */
function readModule(target, read) {
  for (const ending of ['', '.ts', '.tsx', '/index.ts']) {
    const text = read(`${target}${ending}`);
    if (text !== undefined) return { file: `${target}${ending}`, text };
  }
  return undefined;
}

/**
 * The first file, `target` itself or one it reaches through its own run-time relative
 * imports, that imports React or client state; null when none does.
 */
function clientCodeVia(target, read, seen = new Set()) {
  if (seen.has(target)) return null;
  seen.add(target);
  const found = readModule(target, read);
  if (!found) return null;
  if (CLIENT_ONLY_RE.test(found.text)) return target;
  for (const match of found.text.matchAll(IMPORT_RE)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? '';
    if (!spec.startsWith('.') || /^(?:import|export)\s+type\s/.test(match[0])) continue;
    const via = clientCodeVia(resolveSpec(found.file, spec), read, seen);
    if (via) return via;
  }
  return null;
}

function layerProblem(from, to) {
  if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'test') {
    return 'imports src/app, which only wires the rest';
  }
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.feature !== from.feature) return 'imports another feature';
  }
  if (from.layer === 'domain' && to.layer === 'feature') return 'domain imports a feature';
  if (from.layer === 'bottom' && (to.layer === 'feature' || to.layer === 'domain')) {
    return `src/${from.folder} imports a higher layer (${to.layer})`;
  }
  return null;
}

// Every .ts/.tsx/.mjs of these folders and the root config files.
const ROOTS = ['src', 'server', 'scripts', 'e2e', 'brands'];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

function readSource(root, path) {
  try {
    return statSync(join(root, path)).isFile() ? readFileSync(join(root, path), 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

export function checkTree(root) {
  const paths = [
    ...ROOTS.flatMap((folder) => walk(join(root, folder))),
    ...readdirSync(root)
      .filter((name) => /\.config\.ts$/.test(name))
      .map((name) => join(root, name)),
  ];
  const files = paths
    .map((path) => relative(root, path).split(sep).join('/'))
    // This checker and its test name the very patterns they look for.
    .filter((path) => !path.startsWith('scripts/check-imports'))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  return checkFiles(files, (path) => readSource(root, path), brandIdsIn(root));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const problems = checkTree(join(dirname(fileURLToPath(import.meta.url)), '..'));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('import rules: ok');
}
