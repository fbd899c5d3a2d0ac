import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { BRANDS } from '../brands/data';
import { ERROR_CODES, SLIP_REASON_CODES } from '../src/api/error-codes';
import en from './en.json';
import la from './la.json';
import th from './th.json';

const files: Record<string, Record<string, string>> = { th, la, en };

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
        names.add(String(element.value));
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message files', () => {
  it('have the same ids in th, la and en', () => {
    const ids = Object.keys(en).sort();
    expect(Object.keys(th).sort()).toEqual(ids);
    expect(Object.keys(la).sort()).toEqual(ids);
  });

  // The screens check runs axe in each brand's default language only (e2e/screens.spec.ts):
  // an empty text, which would leave a control without a name in one language, is caught here.
  it('have no empty text in any language', () => {
    for (const [locale, messages] of Object.entries({ th, la, en })) {
      const empty = Object.entries(messages).filter(([, text]) => !String(text).trim());
      expect(empty.map(([id]) => `${locale}: ${id}`)).toEqual([]);
    }
  });

  it('are valid ICU with the same placeholders in every language', () => {
    for (const id of Object.keys(en)) {
      const expected = argumentsOf(en[id as keyof typeof en]);
      for (const [locale, messages] of Object.entries(files)) {
        const message = messages[id] ?? '';
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(expected);
      }
    }
  });

  it('translate every code of the error catalogue and every slip reason', () => {
    for (const code of ERROR_CODES) expect(en, code).toHaveProperty([`error.${code}`]);
    for (const code of SLIP_REASON_CODES) expect(en, code).toHaveProperty([`slipReason.${code}`]);
    for (const id of [
      'error.network',
      'error.timeout',
      'error.unknown',
      'error.identity',
      'error.invalidToken',
    ]) {
      expect(en).toHaveProperty([id]);
    }
  });

  it('use the documented English wording word for word', () => {
    const spec: Record<string, string> = {
      'error.UNAUTHORIZED': 'unauthorized, please log in',
      'error.EXPIRED_AUTH_TOKEN': 'expired authorization token',
      'error.INVALID_USER_1': 'invalid user',
      'error.INVALID_USER_4': 'invalid user',
      'error.INVALID_IP': 'invalid IP address',
      'error.WRONG_CREDENTIAL': 'incorrect phone number/password',
      'error.NO_USER': 'user not found',
      'error.INACTIVE_USER': 'this user has been deactivated',
      'error.LOGIN_FAIL': 'unable to login at this time',
      'error.OTP_BLOCK': 'too many requests, please wait a moment',
      'error.REQUEST_LIMIT': 'too many requests, please wait a moment',
      'error.REQUEST_LIMIT_1MIN': 'wait about 1 minute',
      'error.BONUS_CONDITION': 'Condition for bonus end not met',
      'error.BONUS_CLEAR': 'Bonus ended',
      'error.BONUS_FULL': 'Maximum number of promotions reached',
      'error.REFUND_MINIMUM': 'minimum refund must be more than 0 baht',
      'error.TRANSFER_MINIMUM': 'must be more than 0',
      'error.MONEY_NOT_ENOUGH': 'insufficient funds',
      'error.TRANSFER_FAIL': 'funds have been returned to wallet',
      'copy.failed': 'Failed to copy',
      'copy.success': 'Copied: {text}',
    };
    for (const [id, text] of Object.entries(spec)) expect(en[id as keyof typeof en], id).toBe(text);
  });

  it('write Lao in Lao script (Thai letters only in the name of the Thai language)', () => {
    for (const [id, text] of Object.entries(la)) {
      if (id === 'language.th') continue;
      expect(/[\u0E00-\u0E7F]/.test(text), `${id}: ${text}`).toBe(false);
    }
  });

  it('contain every message id the code uses', () => {
    const used = new Set<string>();
    const patterns = [
      /\bid[:=]\s*["'`]([\w.]+)["'`]/g,
      /\btitleId:\s*["'`]([\w.]+)["'`]/g,
      // An error boundary's name is the id of the part's name (src/ui/error-boundary.tsx).
      /<ErrorBoundary\b[^>]*?\bname=["'`]([\w.]+)["'`]/g,
    ];
    for (const file of [...sourceFiles('src'), ...sourceFiles('brands/data')]) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns)
        for (const match of text.matchAll(pattern)) used.add(match[1] ?? '');
    }
    for (const brand of Object.values(BRANDS)) {
      for (const video of brand.howto) used.add(video.titleId);
    }
    const missing = [...used].filter((id) => id.includes('.') && !(id in en));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });
});
