/**
 * Loaded only by builds whose brand lists `lo` in `intlPolyfillLocales` (see
 * intl-polyfills.ts), and only where the browser's own Intl lacks Lao. The check is the
 * native `supportedLocalesOf('lo')`: for the one locale a build needs it answers what
 * formatjs's `shouldPolyfill` helpers answer, without their list of every CLDR locale and
 * its matcher (about 15 kB gzip, more than the polyfills themselves). The polyfills replace the browser's constructor
 * outright, so one installed must also know the build's other languages (Thai, English), or
 * a player switching language on a Lao site would lose those.
 */
const LAO = 'lo';

async function polyfillPluralRules(): Promise<void> {
  if (Intl.PluralRules.supportedLocalesOf(LAO).length > 0) return;
  await import('@formatjs/intl-pluralrules/polyfill-force.js');
  await Promise.all([
    import('@formatjs/intl-pluralrules/locale-data/lo.js'),
    import('@formatjs/intl-pluralrules/locale-data/th.js'),
    import('@formatjs/intl-pluralrules/locale-data/en.js'),
  ]);
}

async function polyfillRelativeTime(): Promise<void> {
  if (Intl.RelativeTimeFormat.supportedLocalesOf(LAO).length > 0) return;
  await import('@formatjs/intl-relativetimeformat/polyfill-force.js');
  await Promise.all([
    import('@formatjs/intl-relativetimeformat/locale-data/lo.js'),
    import('@formatjs/intl-relativetimeformat/locale-data/th.js'),
    import('@formatjs/intl-relativetimeformat/locale-data/en.js'),
  ]);
}

export async function polyfillLao(): Promise<void> {
  // RelativeTimeFormat picks its plural forms through Intl.PluralRules: that one first.
  await polyfillPluralRules();
  await polyfillRelativeTime();
}
