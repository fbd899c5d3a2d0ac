// `npm run check-backend -- <base URL> --phone <p> --password <pw> [--write] [--brand <id>]`:
// the conformance check of an operator's backend against the API contract (docs/api.md#
// checking-a-backend). Read-only calls only, unless --write (then the smallest transfer of
// the member's currency, by the amount rules of the brand (`--brand`, default `BRAND` or
// the first of the brand list), to a game account and back). Prints a table of pass / WARN / FAIL rows; exits 1 on any FAIL,
// 0 on warnings alone, 2 on wrong arguments.
import { BRAND_IDS, BRANDS, type BrandId, DEFAULT_BRAND_ID } from '../brands/data';
import { checkBackend, exitCode, formatTable } from './backend-check';

function argsOf(argv: string[]) {
  const positional: string[] = [];
  const named = new Map<string, string>();
  let write = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--write') write = true;
    else if (arg.startsWith('--')) named.set(arg.slice(2), argv[++i] ?? '');
    else positional.push(arg);
  }
  return {
    baseUrl: positional[0],
    phone: named.get('phone'),
    password: named.get('password'),
    write,
    brand: named.get('brand') ?? process.env.BRAND ?? DEFAULT_BRAND_ID,
  };
}

const { baseUrl, phone, password, write, brand } = argsOf(process.argv.slice(2));
const isBrand = (id: string): id is BrandId => (BRAND_IDS as readonly string[]).includes(id);
if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !phone || !password || !isBrand(brand)) {
  console.error(
    `usage: npm run check-backend -- <base URL> --phone <test member phone> --password <password> [--write] [--brand ${BRAND_IDS.join('|')}]`,
  );
  process.exit(2);
}
// checkBackend turns every problem of a call into a FAIL row; anything else (a bug of the
// check itself) is one line and exit 1, never a stack trace.
const { currencyRules } = BRANDS[brand];
const rows = await checkBackend({ baseUrl, phone, password, write, currencyRules }).catch(
  (error: unknown) => {
    console.error(
      `check-backend could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
console.log(formatTable(rows));
const failed = rows.filter((row) => row.level === 'fail').length;
const warned = rows.filter((row) => row.level === 'warn').length;
const warnings = warned
  ? `; ${warned} differ from the sandbox in ways the wallet copes with (WARN)`
  : '';
console.log(
  failed
    ? `\n${failed} of ${rows.length} calls do not fit the contract (FAIL)${warnings}`
    : `\nall ${rows.length} calls fit the contract${warnings}`,
);
process.exit(exitCode(rows));
