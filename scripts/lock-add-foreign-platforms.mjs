// The registry this project's machines reach does not serve some platform-specific
// optional packages (e.g. @rspack/binding-darwin-arm64): `npm install` then leaves them out
// of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds a lock entry
// for each such package, with the os/cpu/libc npm needs to skip it on this platform, so
// `npm ci` installs from the lock without fetching them. Run after changing dependencies:
//   npm install && node scripts/lock-add-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split('/').pop();
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix'].find(
    (o) => tail.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64'].find(
    (c) => tail.endsWith(`-${c}`) || tail.includes(`-${c}-`),
  );
  if (tail.includes('wasm32-wasi')) return { cpu: ['wasm32'] };
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (tail.endsWith('-musl')) entry.libc = ['musl'];
  else if (tail.endsWith('-gnu')) entry.libc = ['glibc'];
  return os || cpu ? entry : null;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[hoisted] = { version, dev: meta.dev || undefined, optional: true, ...platform };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: added ${added} entries for packages of other platforms`);
