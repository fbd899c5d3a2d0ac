// `npm run check-backend -- <base URL> --phone <p> --password <pw> [--write]`: the
// conformance check of an operator's backend against the API contract (docs/api.md#
// checking-a-backend). Read-only calls only, unless --write (then a 1-baht transfer to a
// game account and back). Prints a table of pass / WARN / FAIL rows; exits 1 on any FAIL,
// 0 on warnings alone, 2 on wrong arguments.
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
  };
}

const { baseUrl, phone, password, write } = argsOf(process.argv.slice(2));
if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !phone || !password) {
  console.error(
    'usage: npm run check-backend -- <base URL> --phone <test member phone> --password <password> [--write]',
  );
  process.exit(2);
}
// checkBackend turns every problem of a call into a FAIL row; anything else (a bug of the
// check itself) is one line and exit 1, never a stack trace.
const rows = await checkBackend({ baseUrl, phone, password, write }).catch((error: unknown) => {
  console.error(
    `check-backend could not run: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
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
