interface ImportMetaEnv {
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_CHAT_URL?: string;
  /** The version in package.json, defined at build time (rsbuild.config.ts, vitest.config.ts). */
  readonly APP_VERSION: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
