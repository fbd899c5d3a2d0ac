interface ImportMetaEnv {
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_CHAT_URL?: string;
  /** The version in package.json, defined at build time (rsbuild.config.ts, vitest.config.ts). */
  readonly APP_VERSION: string;
  /**
   * True in a build whose brand lists `lo` in `intlPolyfillLocales` (rsbuild.config.ts): only
   * that build references the Lao Intl polyfill (src/lib/intl-polyfills.ts).
   */
  readonly INTL_POLYFILL_LO?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
