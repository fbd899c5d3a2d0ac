import type { BrandData, SandboxBrandContent, WalletBrandData } from '../brands/types';

/**
 * A brand added the way docs/adding-a-brand.md says, as the files an operator writes: its
 * data file, its logo and its line in the brand list. scripts/check-new-brand.mts writes
 * them into a copy of the repository and checks that nothing else is needed.
 */

/** The fixture brand: a copy of `base` with its own id, name, colours, logo and demo phone. */
export function fixtureBrand(
  base: BrandData,
  id: string,
): { wallet: WalletBrandData; sandbox: SandboxBrandContent } {
  const {
    website: _website,
    contactText,
    chatApp: _chatApp,
    depositAccounts,
    demo,
    extraDemoLogins,
    invitedPlayers,
    ...baseWallet
  } = base;
  const appName = 'Ruby Wallet';
  const company = `${appName.toUpperCase()} CO LTD`;
  // Same country, other last digits: its own member, a number the phone rule still takes.
  const phone = `${demo.phone.slice(0, -4)}${demo.phone.endsWith('4242') ? '4343' : '4242'}`;
  const wallet = {
    ...baseWallet,
    // The id is a key of the brand list: typed as such once the list holds it.
    id: id as WalletBrandData['id'],
    appName,
    theme: {
      ...baseWallet.theme,
      primary: '#9b1b30',
      accent: '#f7c948',
      background: '#160d10',
      surface: '#22141a',
      surfaceAlt: '#2e1b23',
    },
    shell: { ...baseWallet.shell, logoFile: `assets/brand/${id}-logo.svg` },
  };
  const sandbox: SandboxBrandContent = {
    website: `https://${id}.wallet.example.com`,
    contactText,
    chatApp: { name: `@${id}wallet`, link: `https://line.me/R/ti/p/@${id}wallet` },
    depositAccounts: depositAccounts.map((account) => ({ ...account, accountName: company })),
    demo: {
      ...demo,
      phone,
      name: 'Ruby Demo',
      bankAccount: { ...demo.bankAccount, accountName: 'RUBY DEMO' },
    },
    extraDemoLogins: extraDemoLogins.filter((login) => login.phone !== phone),
    invitedPlayers,
  };
  return { wallet, sandbox };
}

/** brands/data/<id>.ts as an operator writes it: two plain values. */
export function brandFileText(data: {
  wallet: WalletBrandData;
  sandbox: SandboxBrandContent;
}): string {
  return [
    "import type { SandboxBrandContent, WalletBrandData } from '../types';",
    '',
    `export const wallet: WalletBrandData = ${JSON.stringify(data.wallet, null, 2)};`,
    '',
    `export const sandbox: SandboxBrandContent = ${JSON.stringify(data.sandbox, null, 2)};`,
    '',
  ].join('\n');
}

/** A logo in the brand's colours (an SVG file under assets/brand/). */
export function fixtureLogo(wallet: WalletBrandData): string {
  const { primary, accent } = wallet.theme;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img"><title>${wallet.appName}</title><rect width="64" height="64" rx="14" fill="${primary}"/><path d="M32 12l16 14-16 26-16-26z" fill="${accent}"/></svg>\n`;
}

/**
 * brands/data/index.ts with the brand `id` listed last: its import beside the others and its
 * line in the list. Throws when the file no longer has the shape this edit expects.
 */
export function listBrand(indexText: string, id: string): string {
  const imports = [...indexText.matchAll(/^import \* as \w+ from '\.\/\w+';\n/gm)];
  const lastImport = imports.at(-1);
  const list = /^const FILES = \{\n((?: {2}\w+,\n)+)\}/m.exec(indexText);
  if (!lastImport || lastImport.index === undefined || !list) {
    throw new Error('brands/data/index.ts: no `import * as <id>` lines or no `const FILES = {`');
  }
  const afterImport = lastImport.index + lastImport[0].length;
  const listEnd = list.index + list[0].length - 1;
  return [
    indexText.slice(0, afterImport),
    `import * as ${id} from './${id}';\n`,
    indexText.slice(afterImport, listEnd),
    `  ${id},\n`,
    indexText.slice(listEnd),
  ].join('');
}
