import { readFileSync } from 'node:fs';
import { BRANDS, DEFAULT_BRAND_ID } from '../brands/data';
import { phoneProblem } from '../src/domain/rules/phone';
import { brandFileText, fixtureBrand, listBrand } from './new-brand';

/** The edits scripts/check-new-brand.mts makes to a copy, on the files as they are now. */
describe('the fixture brand of the new-brand check', () => {
  const base = BRANDS[DEFAULT_BRAND_ID];
  const { wallet, sandbox } = fixtureBrand(base, 'ruby');

  it('lists the brand in brands/data/index.ts: its import and its line', () => {
    const index = readFileSync('brands/data/index.ts', 'utf8');
    const listed = listBrand(index, 'ruby');
    expect(listed).toContain("import * as ruby from './ruby';\n");
    expect(listed).toMatch(/^const FILES = \{\n(?: {2}\w+,\n)+ {2}ruby,\n\}/m);
    expect(listed.length).toBe(index.length + "import * as ruby from './ruby';\n  ruby,\n".length);
    expect(() => listBrand('export const BRANDS = {};', 'ruby')).toThrow(/brands\/data\/index.ts/);
  });

  it('is a brand of its own: id, name, logo, demo member', () => {
    expect(wallet).toMatchObject({ id: 'ruby', shell: { logoFile: 'assets/brand/ruby-logo.svg' } });
    expect(wallet.appName).not.toBe(base.appName);
    expect(sandbox.demo.phone).not.toBe(base.demo.phone);
    expect(phoneProblem(sandbox.demo.phone, wallet.phone)).toBeNull();
    expect(Object.keys({ ...wallet, ...sandbox }).sort()).toEqual(Object.keys(base).sort());
  });

  it('writes the data file as two plain values', () => {
    const text = brandFileText({ wallet, sandbox });
    expect(text).toMatch(/^export const wallet: WalletBrandData = \{$/m);
    expect(text).toMatch(/^export const sandbox: SandboxBrandContent = \{$/m);
  });
});
