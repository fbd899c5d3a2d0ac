// `npm run check-backend -- <base URL> --phone <p> --password <pw> [--write]`: the
// conformance check of an operator's backend against the API contract (docs/api.md#
// checking-a-backend). Read-only calls only, unless --write (then a 1-baht transfer to a
// game account and back). Prints a table; exits 1 on any mismatch, 2 on wrong arguments.
import { checkBackend, formatTable } from './backend-check';

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
const rows = await checkBackend({ baseUrl, phone, password, write });
console.log(formatTable(rows));
const failed = rows.filter((row) => !row.ok).length;
console.log(
  failed
    ? `\n${failed} of ${rows.length} calls do not fit the contract`
    : `\nall ${rows.length} calls fit the contract`,
);
process.exit(failed ? 1 : 0);
