// Layout rules of DEVELOPERS.md that a linter config cannot say simply:
// - a feature imports from api, ui, lib, canvas and app's public hooks, never from another
//   feature's insides;
// - only src/canvas imports pixi.js; in src/canvas only the mount hooks (use-*.ts) use React;
// - nothing outside brands/ names a brand (behaviour comes from the Brand capabilities):
//   not the wallet, not the sandbox, not the e2e tests, not the scripts and configs;
// - brands/data/ loads in plain Node (the sandbox, Playwright, scripts): no asset or other
//   runtime imports but its own modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const files = (dir, pattern = /\.(ts|tsx)$/) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });

const problems = [];
const importRe =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

for (const file of files('src')) {
  const text = readFileSync(file, 'utf8');
  const parts = file.split(sep);
  const feature = parts[1] === 'features' ? parts[2] : null;
  const isTest = /\.test\.tsx?$/.test(file);
  for (const match of text.matchAll(importRe)) {
    const spec = match[1] ?? match[2] ?? '';
    if (spec === 'pixi.js' || spec.startsWith('pixi.js/')) {
      if (parts[1] !== 'canvas') problems.push(`${file}: imports pixi.js outside src/canvas`);
    }
    if (
      parts[1] === 'canvas' &&
      /^react(-dom)?(\/|$)/.test(spec) &&
      !/^use-[\w-]+\.tsx?$/.test(parts[parts.length - 1] ?? '') &&
      !isTest
    ) {
      problems.push(`${file}: canvas renderers are plain functions, no React`);
    }
    if (feature && spec.startsWith('.')) {
      const target = relative('src', join(file, '..', spec)).split(sep);
      if (target[0] === 'features' && target[1] !== feature) {
        problems.push(`${file}: imports another feature's insides (${spec})`);
      }
      if (target[0] === 'app' && !['hooks'].includes(target[1]?.replace(/\.tsx?$/, '') ?? '')) {
        problems.push(`${file}: features may use only app/hooks of the app layer (${spec})`);
      }
    }
  }
}

const BRAND_NAME_TEST = /brand\.id\b|['"](thai|lao)['"]\s*[=!]==|[=!]==\s*['"](thai|lao)['"]/;
const code = /\.(ts|tsx|mjs|cjs)$/;
const brandReaders = [
  ...['src', 'server', 'e2e', 'scripts'].flatMap((dir) => files(dir, code)),
  ...readdirSync('.').filter((name) => code.test(name)),
];
for (const file of brandReaders) {
  if (/\.test\.tsx?$/.test(file)) continue;
  if (BRAND_NAME_TEST.test(readFileSync(file, 'utf8'))) {
    problems.push(`${file}: tests the brand by name; read a Brand capability instead`);
  }
}

for (const file of files('brands/data')) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importRe)) {
    const spec = match[1] ?? match[2] ?? '';
    const typeOnly = /^(?:import|export)\s+type\s/.test(match[0]);
    if (!typeOnly && !spec.startsWith('./')) {
      problems.push(`${file}: imports ${spec}; brands/data must load in plain Node (no assets)`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('import rules: ok');
