import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createIntl } from '@formatjs/intl';
import type { ModifyHTMLTagsContext, RsbuildPlugin } from '@rsbuild/core';
import { brandData } from '../brands/data';
import type { Locale, WalletBrandData } from '../brands/types';
import { escapeXml } from '../server/lib/svg';
import type { Currency } from '../src/api/types';
import { AMOUNT_SLOT, type EarlyBalanceTexts } from '../src/app/early-balance';
import {
  EARLY_LOGIN_WORDS,
  type EarlyLoginTexts,
  type EarlyLoginWord,
} from '../src/app/early-login';
import { intlLocale, LOCALES } from '../src/lib/locale';
import { cssCustomProperties } from '../src/ui/design-tokens';
import { messagesOf } from './site-files';

/**
 * The html.templateParameters of a brand's environment: what the static shell of
 * src/app/index.html paints before any script (its colours, logo, name and language).
 */
export function shellParameters(brand: WalletBrandData): Record<string, unknown> {
  const logo = readFileSync(new URL(`../${brand.shell.logoFile}`, import.meta.url), 'utf8');
  return {
    lang: intlLocale(brand.defaultLocale),
    appName: brand.appName,
    theme: brand.theme,
    // The theme as custom properties, for the shell's rules and the app's stylesheet.
    rootDeclarations: cssCustomProperties(brand.theme),
    // Decorative in the shell (the name is written next to it): no title for screen readers.
    logoSvg: logo
      .replace(/<title>.*?<\/title>/s, '')
      .replace(/\s*role="img"/, '')
      .trim(),
  };
}

/** The message id of each word of the shell's login form (src/app/early-login.ts). */
const LOGIN_WORD_IDS: Record<EarlyLoginWord, (locale: Locale) => string> = {
  languageLabel: () => 'language.label',
  // The language menu shows the chosen language's name.
  languageName: (locale) => `language.${locale}`,
  title: () => 'login.title',
  welcome: () => 'login.welcome',
  phone: () => 'login.phone',
  password: () => 'login.password',
  remember: () => 'login.remember',
  submit: () => 'login.submit',
  noAccount: () => 'login.noAccount',
  register: () => 'login.register',
};

/**
 * What the early script needs to show a guest the login screen's form in the shell
 * (src/app/early-login.ts): the logo's address (`logo`, known once built), the phone
 * placeholder, and in each of the brand's languages the screen's words as the app writes
 * them.
 */
export function earlyLoginTexts(brand: WalletBrandData, logo: string): EarlyLoginTexts {
  const languages = brand.locales.map((locale) => {
    const intl = createIntl({ locale: intlLocale(locale), messages: messagesOf(locale) });
    const words = EARLY_LOGIN_WORDS.map((word) => [
      word,
      intl.formatMessage({ id: LOGIN_WORD_IDS[word](locale) }, { appName: brand.appName }),
    ]);
    return [intlLocale(locale), Object.fromEntries(words)];
  });
  return { logo, placeholder: brand.phone.placeholder, languages: Object.fromEntries(languages) };
}

/**
 * What the early script needs to write a member's total into the shell
 * (src/app/early-balance.ts), in every language: the total's label and, per currency of the
 * brand's `currencyRules`, the amount's text as the app writes it (`money.amount`), with
 * AMOUNT_SLOT for the number; and each currency's decimals.
 */
export function earlyBalanceTexts(brand: WalletBrandData): EarlyBalanceTexts {
  const currencies = Object.keys(brand.currencyRules) as Currency[];
  const languages = LOCALES.map((locale) => {
    const intl = createIntl({ locale: intlLocale(locale), messages: messagesOf(locale) });
    const amount = Object.fromEntries(
      currencies.map((currency) => [
        currency,
        intl.formatMessage({ id: 'money.amount' }, { amount: AMOUNT_SLOT, currency }),
      ]),
    );
    return [intlLocale(locale), { label: intl.formatMessage({ id: 'home.total' }), amount }];
  });
  return {
    languages: Object.fromEntries(languages),
    fractionDigits: Object.fromEntries(
      currencies.map((currency) => [currency, brand.currencyRules[currency].fractionDigits]),
    ),
  };
}

type Compilation = ModifyHTMLTagsContext['compilation'];

/**
 * What a first screen needs besides the main scripts, for the early script to ask for at
 * once (docs/architecture.md#first-load), found among the build's chunk groups by what
 * imported them (a build where one is missing fails):
 * - a member's home screen: the code src/app/early-start.ts imports for it
 *   (`./member-home`, the member screens with the home screen) and, per language (by its
 *   BCP 47 tag, as `<html lang>` has it), the texts the member screens wait for (`core`,
 *   `rest`);
 * - a guest's login screen: per language, its texts (`core`, `login`).
 */
export function firstScreenPlan(
  compilation: Compilation,
  assetPrefix: string,
): {
  homeCode: string[];
  homeTexts: Record<string, string[]>;
  loginTexts: Record<string, string[]>;
} {
  const prefix = assetPrefix.replace(/\/$/, '');
  const filesOf = (request: RegExp) => {
    const files = compilation.chunkGroups
      .filter((group) => group.origins.some((origin) => request.test(origin.request ?? '')))
      .flatMap((group) => group.getFiles())
      .filter((file) => file.endsWith('.js'));
    if (files.length === 0) throw new Error(`no chunk group imported as ${request}`);
    return [...new Set(files)].map((file) => `${prefix}/${file}`);
  };
  const texts = (parts: string) =>
    Object.fromEntries(
      LOCALES.map((locale) => [
        intlLocale(locale),
        filesOf(new RegExp(`locales/${locale}\\.json\\?part=(${parts})$`)),
      ]),
    );
  return {
    homeCode: filesOf(/^\.\/member-home$/),
    homeTexts: texts('core|rest'),
    loginTexts: texts('core|login'),
  };
}

/**
 * The plan as the early script reads it from its tag: `data-home-code`, and per language
 * `data-home-texts-<tag>` and `data-login-texts-<tag>`, each a space-separated list of
 * addresses.
 */
function planAttributes(plan: ReturnType<typeof firstScreenPlan>): Record<string, string> {
  const perLanguage = (name: string, lists: Record<string, string[]>) =>
    Object.entries(lists).map(([tag, files]) => [`data-${name}-${tag}`, files.join(' ')]);
  return {
    'data-home-code': plan.homeCode.join(' '),
    ...Object.fromEntries(perLanguage('home-texts', plan.homeTexts)),
    ...Object.fromEntries(perLanguage('login-texts', plan.loginTexts)),
  };
}

/**
 * Preloads the font files the first screens need (the brand's `shell.preloadFonts`), the
 * core texts of the brand's default language and the brand's logo (`shell.logoFile`),
 * found among the build's assets by name: their hashed file names are known only once
 * built. The logo is the login screen's largest element and is in every bar, but the
 * app's `<img>` exists only once the scripts have run; preloaded, it is here by then. A
 * build missing one of them fails, rather than quietly losing the preload.
 */
export function preloadFontPlugin(): RsbuildPlugin {
  return {
    name: 'wallet:preload-font',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, environment, assetPrefix }) => {
        const brand = brandData(environment.name);
        const { preloadFonts, logoFile } = brand.shell;
        const find = (name: string, extension: string) => {
          const pattern = new RegExp(`(^|/)${name}(\\.[0-9a-f]+)?\\.${extension}$`);
          const file = compilation.getAssets().find((asset) => pattern.test(asset.name))?.name;
          if (!file) throw new Error(`${name}.${extension} is not among the build's assets`);
          return `${assetPrefix.replace(/\/$/, '')}/${file}`;
        };
        const logo = basename(logoFile, '.svg');
        tags.headTags.unshift(
          // First: the early script sends the wallet read of a returning member while the
          // main script downloads (src/app/early-answers-start.ts); `async`, so it never
          // holds up the page.
          {
            tag: 'script',
            attrs: {
              src: find('early', 'js'),
              async: true,
              ...planAttributes(firstScreenPlan(compilation, assetPrefix)),
              // The tag's attributes are written as given: the JSON's quotes are escaped here.
              'data-balance': escapeXml(JSON.stringify(earlyBalanceTexts(brand))),
              'data-login': escapeXml(JSON.stringify(earlyLoginTexts(brand, find(logo, 'svg')))),
            },
          },
          ...preloadFonts.map((font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: find(font, 'woff2'),
              crossorigin: '',
            },
          })),
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'image', href: find(logo, 'svg'), fetchpriority: 'high' },
          },
          // The tab's icon. Without one a browser asks for /favicon.ico, which the wallet's
          // hosting answers with index.html: a wasted request while the first screen loads.
          { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: find(logo, 'svg') } },
          // The first screen's texts in the brand's language (src/app/boot.tsx waits for
          // them before the first render), asked for with the HTML instead of after the
          // main script has run: one round trip less before any screen shows.
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'script',
              href: find(`locale-${brand.defaultLocale}-core`, 'js'),
            },
          },
        );
        return tags;
      });
    },
  };
}
