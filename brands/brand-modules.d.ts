// The modules the build resolves to the brand being built (rsbuild.config.ts; Vitest points
// them at the first brand of the list, vitest.config.ts). Typed here, not through tsconfig
// paths, so that no brand is named: every brand's data file has this shape.

declare module '@brand/data' {
  /** What the wallet reads of the brand's data file (`wallet` of brands/data/<id>.ts). */
  export const wallet: import('./types').WalletBrandData;
}

declare module '@brand/logo' {
  /** The URL of the logo's file, as the bundler emits it. */
  const url: string;
  export default url;
}
