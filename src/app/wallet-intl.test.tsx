import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntlCache } from '@formatjs/intl';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape, RawIntlProvider } from 'react-intl';
import { createWalletIntl } from './wallet-intl';

const MESSAGES = {
  plain: 'Log in',
  named: 'Welcome to {appName}',
  plural: '{count, plural, one {# order} other {# orders}} waiting',
  tagged: 'Read the <b>conditions</b> first',
};

function walletIntl(onError = vi.fn()) {
  return createWalletIntl(
    { locale: 'en', messages: MESSAGES, defaultLocale: 'en', onError },
    createIntlCache(),
  );
}

describe('createWalletIntl', () => {
  it('formats texts, values and plurals as react-intl does', () => {
    const intl = walletIntl();
    expect(intl.formatMessage({ id: 'plain' })).toBe('Log in');
    expect(intl.formatMessage({ id: 'named' }, { appName: 'Siam Wallet' })).toBe(
      'Welcome to Siam Wallet',
    );
    expect(intl.formatMessage({ id: 'plural' }, { count: 1 })).toBe('1 order waiting');
    expect(intl.formatMessage({ id: 'plural' }, { count: 3 })).toBe('3 orders waiting');
  });

  it('reports a text not there yet and shows its id', () => {
    const onError = vi.fn();
    expect(walletIntl(onError).formatMessage({ id: 'later.text' })).toBe('later.text');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
  });

  it('formats a list in the language', () => {
    expect(
      walletIntl().formatList(['deposit', 'withdraw', 'transfer'], { type: 'conjunction' }),
    ).toBe('deposit, withdraw, and transfer');
  });

  it('renders tags and elements through FormattedMessage, keyed, with no warning', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RawIntlProvider value={walletIntl() as IntlShape}>
        <p data-testid="text">
          <FormattedMessage
            id="tagged"
            values={{ b: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
          />{' '}
          <FormattedMessage id="named" values={{ appName: <em>Siam Wallet</em> }} />
        </p>
      </RawIntlProvider>,
    );
    expect(screen.getByTestId('text').innerHTML).toBe(
      'Read the <strong>conditions</strong> first Welcome to <em>Siam Wallet</em>',
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

/** The wallet's source files (tests aside). */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('what the screens take from react-intl', () => {
  it('is what src/lib/react-intl-runtime.tsx and the wallet intl object provide', () => {
    const runtime = new Set(['FormattedMessage', 'useIntl', 'RawIntlProvider', 'IntlContext']);
    const problems: string[] = [];
    for (const file of sources()) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-intl'/g)) {
        for (const name of (names ?? '').split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ') && !runtime.has(name)) {
            problems.push(`${file}: imports ${name}`);
          }
        }
      }
      // Amounts, dates and times are written by the wallet's own formats (src/lib/format.ts).
      for (const [call] of text.matchAll(/\bintl\.(format(?!Message\b|List\b)\w+|\$t)\b/g)) {
        problems.push(`${file}: calls ${call}`);
      }
      // …nor taken out of it: `const { formatNumber } = useIntl()`.
      for (const [, names] of text.matchAll(/\{([^}]*)\}\s*=\s*(?:useIntl\(\)|intl)\b/g)) {
        for (const name of (names ?? '').split(',').map((part) => part.split(':')[0]?.trim())) {
          if (
            name &&
            name !== 'formatMessage' &&
            name !== 'formatList' &&
            /^format|^\$t$/.test(name)
          ) {
            problems.push(`${file}: takes ${name}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
