/**
 * The browser and system a session's User-Agent names, for the member's list of signed-in
 * devices (docs/api.md#signed-in-devices). The common cases only: the sandbox fills
 * `browser` and `system` with it, and the wallet uses it when a backend sends the raw
 * User-Agent alone. Unknown parts stay undefined (the list then shows the raw text).
 */
export interface DeviceName {
  browser?: string;
  system?: string;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\bFBAN|\bFBAV\//, 'Facebook'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string): DeviceName {
  return { browser: first(userAgent, BROWSERS), system: first(userAgent, SYSTEMS) };
}
