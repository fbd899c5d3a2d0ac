// `npm test` step: `npm run check-backend --write` against a sandbox process of each brand,
// logged in as the brand's demo member (docs/api.md#checking-a-backend). Port:
// CHECK_BACKEND_PORT (default 3190), one above it for the second brand.
import { spawnSync } from 'node:child_process';
import { BRAND_IDS, BRANDS } from '../brands/data';
import { startSandbox } from './sandbox-process.mjs';

const basePort = Number(process.env.CHECK_BACKEND_PORT || 3190);
let failed = false;
for (const [index, id] of BRAND_IDS.entries()) {
  const { demo } = BRANDS[id];
  const sandbox = await startSandbox({ brand: id, port: basePort + index });
  try {
    console.log(`\n${id}: ${sandbox.url}, member ${demo.phone}`);
    const check = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/check-backend.mts',
        sandbox.url,
        '--phone',
        demo.phone,
        '--password',
        demo.password,
        '--write',
        '--brand',
        id,
      ],
      { stdio: 'inherit' },
    );
    if (check.status !== 0) failed = true;
  } finally {
    sandbox.stop();
  }
}
process.exit(failed ? 1 : 0);
