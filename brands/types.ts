import type { Currency } from '../src/api/types';
import type { CurrencyRuleBook } from '../src/domain/rules/currency';
import type { BrandId } from './data';

/** Interface languages. `la` is the app's name for Lao; Intl receives `lo` (see src/lib/locale). */
export type Locale = 'th' | 'la' | 'en';

export interface BrandTheme {
  /** Main action colour (buttons, active menu item). */
  primary: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** Highlight for amounts and the central home button. */
  accent: string;
  /** Page background. */
  background: string;
  /** Cards, bars, modals. */
  surface: string;
  /** Raised surfaces inside cards. */
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  /** Error text and borders on `surface`/`surfaceAlt` (at least 4.5:1 there). */
  danger: string;
  /** Success text on `surface`/`surfaceAlt`. */
  success: string;
  /** Background behind white text: danger buttons and error toasts (at least 4.5:1). */
  dangerStrong: string;
  /** Background behind white text: success toasts (at least 4.5:1). */
  successStrong: string;
  warning: string;
  /** CSS font-family list; the script fonts are bundled from @fontsource. */
  fontFamily: string;
  radius: string;
}

export interface HowtoVideo {
  /** Message id of the title in locales/. */
  titleId: string;
  /** Path on the API host (or an absolute URL) of the video file. */
  src: string;
}

/** The languages the wallet knows how to polyfill (src/lib/intl-polyfills.ts). */
export type IntlPolyfillLocale = 'lo';

/** A build's id: a key of the brand list, brands/data/index.ts (docs/adding-a-brand.md). */
export type { BrandId };

/** A seeded sandbox login (every seeded member's password is the same). */
export interface DemoLogin {
  phone: string;
  password: string;
}

/** A bank account: the bank's code (a bank of the lookup) and the account's name and number. */
export interface BankAccount {
  bankCode: string;
  accountName: string;
  accountNo: string;
}

/** A bank account the operator takes deposits on, as the deposit lookup lists it. */
export interface DepositAccount extends BankAccount {
  /** The currency the account takes: one members can hold (`currencies`, or BAHT without). */
  currency: Currency;
  /**
   * `AUTO`: a transfer to it is credited by itself (and its bank's QR code is offered where
   * the bank has one); `MANUAL`: the player uploads the slip.
   */
  mode: 'AUTO' | 'MANUAL';
}

/**
 * A member the sandbox seeds for this build: a login with a name, a bank account and a
 * currency. The sandbox gives each one its history (docs/adding-a-brand.md#demo-members).
 */
export interface DemoMember extends DemoLogin {
  name: string;
  bankAccount: BankAccount;
  /** What the member holds; stored only where the build offers a choice (`currencies`). */
  currency: Currency;
}

/**
 * The data part of a brand: every difference between the builds that is not presentation.
 * Plain values only (no asset imports), so the wallet, the sandbox (Node), Playwright and
 * the scripts all load the same files from brands/data/. Features read these capabilities;
 * nothing outside brands/ tests which brand it is. A data file overrides
 * `data/defaults.ts` field by field.
 */
/** The countries whose mobile numbers a build can take. */
export type PhoneCountry = 'TH' | 'LA';

export interface WalletBrandData {
  /** Build name: used for output folders, test projects and logs only, never for behaviour. */
  id: BrandId;
  /** Shown in the top bar and the document title; the sandbox's `/api/lookup/info` name. */
  appName: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
  phone: {
    /**
     * The country whose mobile numbers the build takes (ISO 3166 code): registration and
     * login accept only its mobiles, as the phone library's metadata has them, and send them
     * as national digits (src/domain/rules/phone.ts; docs/product.md#builds).
     */
    country: PhoneCountry;
    /**
     * Exact number of digits of the build's mobiles, for the fixed wording 'The phone number
     * must support {length} digits', or null where the country's mobiles differ in length.
     */
    length: number | null;
    /**
     * The number's shape as players write it, X for any digit ('0XX XXX XXXX'): the
     * placeholder of phone inputs and the register wizard's format hint. Never a real
     * number: an empty field must not look filled in.
     */
    placeholder: string;
  };
  /** Currency choice at registration; empty when the build has none. */
  currencies: readonly Currency[];
  /**
   * The amount rules of each currency a member may hold (docs/product.md#amounts-per-currency):
   * decimals, transfer, deposit and withdraw bounds, the QR providers that take it and their
   * quick amounts. A member without a currency is a baht member. The wallet shows these and
   * the sandbox enforces them.
   */
  currencyRules: CurrencyRuleBook;
  /** Bank codes named in the recommended-bank hint of the register wizard; empty hides it. */
  recommendedBanks: readonly string[];
  /** Banks whose account name must be English letters and spaces (docs/product.md#registration). */
  englishNameBanks: readonly string[];
  /**
   * Banks of the brand's own country, listed before the Thai banks in the bank lookup and
   * accepted at registration; empty when the lookup holds the Thai banks only.
   */
  localBanks: readonly string[];
  /** The five how-to videos (docs/product.md#how-to-and-contact), in order. */
  howto: readonly HowtoVideo[];
  /** SPKI PEM public key the wallet-app link is encrypted with (RSA-OAEP SHA-256). */
  truelinkPublicKey: string;
  /**
   * BCP 47 tags of the languages whose Intl data (relative times, plural rules) the build
   * loads from the formatjs polyfills when the browser lacks it (many Android browsers have
   * no Lao data). Only a build listing a tag carries the code that loads it; empty: none.
   */
  intlPolyfillLocales: readonly IntlPolyfillLocale[];
  /**
   * IANA time zone of the site ('Asia/Bangkok'): site time, the one clock of the build.
   * Every date and time a player sees is shown in it, whatever the phone's own zone, and
   * every day the wallet and the sandbox count (bonus days and weeks, chat sessions) starts
   * at its midnight; the slip window's times are in it (src/lib/site-time.ts;
   * docs/product.md#site-time). An offset, where one is shown, is derived from it.
   */
  timeZone: string;
  /**
   * Colours and fonts. Data, not presentation code: the wallet's screens read it through
   * the theme, and the build writes it into the static shell of index.html.
   */
  theme: BrandTheme;
  /** What the static shell of index.html needs besides the theme (rsbuild.config.ts). */
  shell: BrandShell;
}

/**
 * The static shell of index.html (src/app/index.html): what paints with the first bytes,
 * before any script, in the brand's colours.
 */
export interface BrandShell {
  /** The logo's SVG file, from the repository root, inlined into the shell. */
  logoFile: string;
  /**
   * The font files the first screens need, preloaded by index.html: @fontsource files'
   * names without hash and extension (e.g. `noto-sans-thai-thai-400-normal`). Each one
   * competes with the login screen's logo and scripts on a slow connection: preloading the
   * bold face too cost /login's Lighthouse score a point or two and saved no visible shift.
   */
  preloadFonts: readonly string[];
}

/**
 * The operator's content and the seeded logins, which only the sandbox serves and the
 * tests read. Kept out of the wallet's bundle: a production build carries no demo login.
 */
export interface SandboxBrandContent {
  /** The operator's site (`/api/lookup/info`). */
  website: string;
  /** Text of the contact screen (`/api/lookup/contact`), in each interface language. */
  contactText: Readonly<Record<Locale, string>>;
  /** The operator's account in the chat app (LINE): its name and add-friend link. */
  chatApp: { name: string; link: string };
  /** The operator's bank accounts the deposit lookup lists, in its order. */
  depositAccounts: readonly DepositAccount[];
  /**
   * The sandbox's demo member of this build, printed at start and used by the e2e tests,
   * seeded with game accounts, money and every kind of history (the e2e tests read its
   * currency's amount rules).
   */
  demo: DemoMember;
  /**
   * Further seeded members worth trying in this build, with what each one shows; `active:
   * false` seeds a deactivated member (its login answers INACTIVE_USER).
   */
  extraDemoLogins: readonly (DemoMember & { shows: string; active?: false })[];
  /** The names of the players the demo member invited, as its invite list shows them. */
  invitedPlayers: readonly string[];
}

/** A brand's whole data part: what the wallet reads and what the sandbox serves. */
export type BrandData = WalletBrandData & SandboxBrandContent;

/** The presentation part of a brand: what only the wallet's screens need. */
export interface BrandPresentation {
  /** Logo shown on the login screen and the top bar (path in assets/ resolved by the bundler). */
  logo: string;
}

/** The wallet's full brand (brands/brand.ts, for the brand the build is for). */
export type Brand = WalletBrandData & BrandPresentation;
