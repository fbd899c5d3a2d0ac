// Layout rules of DEVELOPERS.md that a linter config cannot say simply:
// - a feature imports from api, ui, lib, canvas and app's public hooks, never from another
//   feature's insides;
// - only src/canvas imports pixi.js; in src/canvas only the mount hooks (use-*.ts) use React;
// - nothing outside brands/ names a brand (behaviour comes from the Brand capabilities).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
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
  if (!isTest && /brand\.id\b|['"](thai|lao)['"]\s*[=!]==|[=!]==\s*['"](thai|lao)['"]/.test(text)) {
    problems.push(`${file}: tests the brand by name; read a Brand capability instead`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('import rules: ok');
