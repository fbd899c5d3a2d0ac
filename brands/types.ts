import type { Currency } from '../src/api/types';

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

/**
 * Every difference between the builds. Features read these capabilities; nothing outside
 * brands/ tests which brand it is. A brand file overrides `defaults.ts` field by field.
 */
export interface Brand {
  /** Build name: used for output folders and test projects only, never for behaviour. */
  id: string;
  /** Shown in the top bar and the document title. */
  appName: string;
  /** Application version (spec §1). */
  version: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
  phone: {
    /** Exact number of characters a phone number must have, or null for no length check. */
    length: number | null;
    /** Shown as the placeholder of phone inputs. */
    placeholder: string;
  };
  /** Currency choice at registration; empty when the build has none. */
  currencies: readonly Currency[];
  /** Bank codes named in the recommended-bank hint of the register wizard; empty hides it. */
  recommendedBanks: readonly string[];
  /** Banks whose account name must be English letters and spaces (spec §5). */
  englishNameBanks: readonly string[];
  theme: BrandTheme;
  /** Logo shown on the login screen and the top bar (path in assets/ resolved by the bundler). */
  logo: string;
  /** The five how-to videos of spec §2, in order. */
  howto: readonly HowtoVideo[];
  /** SPKI PEM public key the wallet-app link is encrypted with (RSA-OAEP SHA-256). */
  truelinkPublicKey: string;
}
