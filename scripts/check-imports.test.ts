import { BRAND_IDS } from '../brands/data';
import { brandIdsIn, checkFiles } from './check-imports.mjs';

/** The brands of the planted files (the checker reads a repository's from brands/data). */
const PLANTED_BRANDS = ['thai', 'lao'];

/** One planted file; the checker's answer for it alone. */
function check(path: string, text: string, read: Record<string, string> = {}): string[] {
  return checkFiles([{ path, text }], (target) => read[target], PLANTED_BRANDS);
}

describe('layer rules', () => {
  it('lets imports run downward: app → features → domain → api, ui, lib, canvas', () => {
    expect(
      check('src/app/routes.tsx', "import { HomeScreen } from '../features/home/home-screen';"),
    ).toEqual([]);
    expect(
      check('src/features/home/dashboard.tsx', "import { useWallet } from '../../domain/wallet';"),
    ).toEqual([]);
    expect(check('src/domain/wallet.ts', "import { walletApi } from '../api';")).toEqual([]);
    expect(check('src/ui/banner-modal.tsx', "import { apiUrl } from '../api';")).toEqual([]);
    expect(
      check(
        'src/features/games/game-accounts.tsx',
        "import { GameCarousel } from './game-carousel';",
      ),
    ).toEqual([]);
  });

  it('catches a feature importing another feature', () => {
    expect(
      check(
        'src/features/home/home-screen.tsx',
        "import { GameAccounts } from '../games/game-accounts';",
      ),
    ).toEqual([expect.stringContaining('imports another feature')]);
  });

  it('catches anything but the app importing src/app', () => {
    expect(
      check('src/features/auth/login-screen.tsx', "import { appStore } from '../../app/store';"),
    ).toEqual([expect.stringContaining('imports src/app')]);
    expect(check('src/domain/session.ts', "import { appStore } from '../app/store';")).toEqual([
      expect.stringContaining('imports src/app'),
    ]);
    // The test harness renders screens inside the app's providers.
    expect(
      check('src/test/render.tsx', "import { AppProviders } from '../app/providers';"),
    ).toEqual([]);
  });

  it('catches the domain importing a feature', () => {
    expect(
      check('src/domain/wallet.ts', "import { Dashboard } from '../features/home/dashboard';"),
    ).toEqual([expect.stringContaining('domain imports a feature')]);
  });

  it('catches api, ui, lib or canvas importing the domain or a feature', () => {
    expect(check('src/ui/modal.tsx', "import { useBrand } from '../domain/brand';")).toEqual([
      expect.stringContaining('src/ui imports a higher layer (domain)'),
    ]);
    expect(check('src/api/client.ts', "const m = import('../features/home/home-screen');")).toEqual(
      [expect.stringContaining('src/api imports a higher layer (feature)')],
    );
    expect(check('src/lib/format.ts', "export { x } from '../domain/money';")).toEqual([
      expect.stringContaining('src/lib imports a higher layer (domain)'),
    ]);
    expect(check('src/canvas/scene.ts', "import { useWallet } from '../domain/wallet';")).toEqual([
      expect.stringContaining('src/canvas imports a higher layer (domain)'),
    ]);
  });

  it('keeps pixi.js inside src/canvas and React out of its scenes', () => {
    expect(
      check('src/features/games/game-carousel.tsx', "import { Application } from 'pixi.js';"),
    ).toEqual([expect.stringContaining('pixi.js outside src/canvas')]);
    expect(check('src/canvas/carousel/scene.ts', "import { Application } from 'pixi.js';")).toEqual(
      [],
    );
    expect(check('src/canvas/carousel/scene.ts', "import { useEffect } from 'react';")).toEqual([
      expect.stringContaining('only use-* hooks use React'),
    ]);
    expect(check('src/canvas/use-pixi-scene.ts', "import { useEffect } from 'react';")).toEqual([]);
  });

  it('lets the sandbox share pure rules from src, not client code', () => {
    const read = {
      'src/domain/money.ts': 'export const TRANSFER_MIN_SATANG = 100;',
      'src/domain/wallet.ts': "import useSWR from 'swr';",
    };
    expect(
      check(
        'server/routes/wallet.ts',
        "import { TRANSFER_MIN_SATANG } from '../../src/domain/money';",
        read,
      ),
    ).toEqual([]);
    expect(
      check(
        'server/routes/wallet.ts',
        "import { useWallet } from '../../src/domain/wallet';",
        read,
      ),
    ).toEqual([expect.stringContaining('the sandbox imports client code')]);
  });

  it("follows what the sandbox imports from src through that file's own imports", () => {
    const read = {
      'src/domain/rules/transfer.ts':
        "import type { WalletResult } from '../../api/types';\nimport { parseAmount } from './money';",
      'src/domain/rules/money.ts': 'export const MAX_SATANG = 1;',
      'src/domain/helper.ts': "import { useWallet } from './wallet';",
      'src/domain/wallet.ts': "import useSWR from 'swr';",
    };
    expect(
      check(
        'server/routes/wallet.ts',
        "import { x } from '../../src/domain/rules/transfer';",
        read,
      ),
    ).toEqual([]);
    expect(
      check('server/routes/wallet.ts', "import { x } from '../../src/domain/helper';", read),
    ).toEqual([expect.stringContaining('through src/domain/wallet')]);
    expect(
      check('server/routes/wallet.ts', "import type { X } from '../../src/domain/helper';", read),
    ).toEqual([]);
  });

  it('keeps src/domain/rules React-free: its own folder at run time, types from anywhere', () => {
    expect(check('src/domain/rules/withdraw.ts', "import { toSatang } from './money';")).toEqual(
      [],
    );
    expect(
      check(
        'src/domain/rules/withdraw.ts',
        "import type { WithdrawLookup } from '../../api/types';",
      ),
    ).toEqual([]);
    expect(check('src/domain/rules/withdraw.ts', "import { useState } from 'react';")).toEqual([
      expect.stringContaining('React-free'),
    ]);
    expect(check('src/domain/rules/withdraw.ts', "import { useWallet } from '../wallet';")).toEqual(
      [expect.stringContaining('only its own folder')],
    );
    expect(check('src/domain/rules/withdraw.test.ts', "import { x } from '../wallet';")).toEqual(
      [],
    );
  });

  it('keeps the API contract out of the bundle: the wallet imports it type-only', () => {
    expect(check('src/api/types.ts', "import type * as Wallet from './contract/wallet';")).toEqual(
      [],
    );
    expect(
      check('src/domain/wallet.ts', "import { WalletResult } from '../api/contract/wallet';"),
    ).toEqual([expect.stringContaining('import type')]);
    expect(
      check(
        'server/lib/contract-routes.ts',
        "import { CALLS } from '../../src/api/contract/calls';",
      ),
    ).toEqual([]);
    expect(check('src/api/contract/wallet.ts', "import { Type } from 'typebox';")).toEqual([]);
    expect(check('src/api/contract/wallet.ts', "import { get } from '../client';")).toEqual([
      expect.stringContaining('only typebox'),
    ]);
  });

  it('catches a brand tested by its name anywhere outside brands/', () => {
    for (const [path, text] of [
      ['src/features/register/bank-step.tsx', 'if (brand.id === id) show();'],
      ['server/fixtures/banks.ts', "return brand === 'ruby' ? [BCEL] : [];"],
      ['e2e/home.spec.ts', 'test.skip(brandName !== `ruby`);'],
      ['scripts/start.mjs', "if ('ruby' === brandId) run();"],
    ] as const) {
      expect(check(path, text), path).toEqual([expect.stringContaining('tests the brand by name')]);
    }
    expect(check('server/app.ts', "typeof options.brand === 'string'")).toEqual([]);
    expect(
      check('src/features/register/bank-step.tsx', 'if (brand.currencies.length > 0) show();'),
    ).toEqual([]);
  });

  it('catches a brand named in code outside brands/, tests included, but not in comments', () => {
    for (const [path, text, name] of [
      ['server/db/seed-ids.ts', 'export const ids = { demo: BRANDS.thai.demo.phone };', 'thai'],
      ['server/db/seed.ts', 'insertUser({ id: SEED_IDS.laoDemo });', 'laoDemo'],
      ['server/test/helpers.ts', "startSandbox({ brand: 'lao' });", 'lao'],
      ['src/app/routes.test.tsx', "import { brand } from '../../brands/lao';", 'lao'],
      ['src/domain/rules/currency.test.ts', "const kip = BRANDS['lao'].currencyRules;", 'lao'],
      ['e2e/fixtures.ts', "brandId: ['thai', { option: true }],", 'thai'],
      ['vitest.config.ts', "alias: { '@brand/data': './brands/data/thai.ts' },", 'thai'],
    ] as const) {
      expect(check(path, text), path).toEqual([expect.stringContaining(`names a brand (${name})`)]);
    }
    for (const text of [
      '// The Thai build: dist/thai, BRAND=lao npm start.',
      '/* what brands/lao.ts once held */ const x = 1;',
      "import '@fontsource/noto-sans-thai/thai-400.css';",
      'const THAI_SCRIPT = /[\\u0E00-\\u0E7F]/; const inThai = laos + thailand;',
      "const brand = brandWith((b) => b.phone.country === 'LA', 'takes Lao mobiles');",
    ]) {
      expect(check('server/test/language.test.ts', text), text).toEqual([]);
    }
    expect(check('brands/data/index.ts', 'const FILES = { thai, lao };')).toEqual([]);
  });

  it("reads a repository's brands from its data files, as the brand list holds them", () => {
    expect(brandIdsIn('.').sort()).toEqual([...BRAND_IDS].sort());
  });

  it('keeps brands/data loadable by plain Node: no asset imports', () => {
    expect(
      check('brands/data/thai.ts', "import logo from '../../assets/brand/thai-logo.svg';"),
    ).toEqual([expect.stringContaining('brands/data must load in plain Node')]);
    expect(check('brands/data/thai.ts', "import { defaults } from './defaults';")).toEqual([]);
    expect(
      check('brands/data/thai.ts', "import type { Currency } from '../../src/api/types';"),
    ).toEqual([]);
  });
});

describe('addresses from the server (src/lib/safe-url.ts)', () => {
  it('catches a raw anchor with a server value', () => {
    expect(
      check('src/features/games/slot-account-modal.tsx', '<a href={account.android}>x</a>'),
    ).toEqual([expect.stringContaining('ExternalLink')]);
    expect(check('src/ui/external-link.tsx', '<a href={href}>x</a>')).toEqual([]);
  });

  it('catches window.open with anything but a literal', () => {
    expect(check('src/features/x/a.ts', 'window.open(link, "_blank");')).toEqual([
      expect.stringContaining('window.open'),
    ]);
    expect(check('src/features/x/a.ts', "window.open('about:blank', name);")).toEqual([]);
  });

  it('catches a tab address or form action that is not declared a SafeUrl', () => {
    expect(check('src/features/x/a.ts', 'tab.location.href = result.data.link;')).toEqual([
      expect.stringContaining('SafeUrl'),
    ]);
    expect(
      check(
        'src/features/x/a.ts',
        'function go(tab: Window, url: string) { tab.location.href = url; }',
      ),
    ).toEqual([expect.stringContaining('SafeUrl')]);
    expect(
      check(
        'src/features/x/a.ts',
        'function go(tab: Window, url: SafeUrl) { tab.location.href = url; }',
      ),
    ).toEqual([]);
    expect(check('src/features/x/a.ts', 'form.action = url;')).toEqual([
      expect.stringContaining('SafeUrl'),
    ]);
  });
});
