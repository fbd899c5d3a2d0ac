/**
 * Loaded only by builds whose brand lists `lo` in `intlPolyfillLocales` (see
 * intl-polyfills.ts), and only where the browser's own Intl lacks Lao: the formatjs
 * `shouldPolyfill` helpers carry the whole list of CLDR locales, so they are fetched only
 * once a one-line native check has failed. The polyfills replace the browser's constructor
 * outright, so one installed must also know the build's other languages (Thai, English), or
 * a player switching language on a Lao site would lose those.
 */
const LAO = 'lo';

async function polyfillPluralRules(): Promise<void> {
  if (Intl.PluralRules.supportedLocalesOf(LAO).length > 0) return;
  const { shouldPolyfill } = await import('@formatjs/intl-pluralrules/should-polyfill.js');
  if (!shouldPolyfill(LAO)) return;
  await import('@formatjs/intl-pluralrules/polyfill-force.js');
  await Promise.all([
    import('@formatjs/intl-pluralrules/locale-data/lo.js'),
    import('@formatjs/intl-pluralrules/locale-data/th.js'),
    import('@formatjs/intl-pluralrules/locale-data/en.js'),
  ]);
}

async function polyfillRelativeTime(): Promise<void> {
  if (Intl.RelativeTimeFormat.supportedLocalesOf(LAO).length > 0) return;
  const { shouldPolyfill } = await import('@formatjs/intl-relativetimeformat/should-polyfill.js');
  if (!shouldPolyfill(LAO)) return;
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
