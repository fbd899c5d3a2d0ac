import type { WalletBrandData } from '../types';

/** The password of every seeded sandbox member. */
export const DEMO_PASSWORD = 'demo1234';

/** Values both builds share unless a brand's data file says otherwise. */
export const defaults = {
  locales: ['th', 'la', 'en'],
  englishNameBanks: ['KTB', 'TMB', 'BBL'],
  localBanks: [],
  intlPolyfillLocales: [],
  timeZone: 'Asia/Bangkok',
  // docs/product.md#amounts-per-currency. Baht as the Thai original had it; kip as Lao
  // players write it (no decimals) and in amounts a kip member deals in.
  currencyRules: {
    BAHT: {
      fractionDigits: 2,
      transferMin: 1,
      depositMin: 1,
      withdrawMin: 100,
      withdrawMax: 50_000,
      qr: {
        KBANK: { quickAmounts: [10, 20, 50, 100, 500, 1000], minimum: 1 },
        WW: { quickAmounts: [100, 200, 300, 500, 1000], minimum: 100 },
        PAYTIMZ: { quickAmounts: [10, 50, 100, 500, 1000], minimum: 10 },
      },
    },
    LAK: {
      fractionDigits: 0,
      transferMin: 1_000,
      depositMin: 10_000,
      withdrawMin: 50_000,
      withdrawMax: 10_000_000,
      // The Thai bank's own QR (KBANK) takes baht only.
      qr: {
        WW: { quickAmounts: [50_000, 100_000, 200_000, 500_000, 1_000_000], minimum: 50_000 },
        PAYTIMZ: { quickAmounts: [10_000, 50_000, 100_000, 500_000, 1_000_000], minimum: 10_000 },
      },
    },
  },
  howto: [
    { titleId: 'howto.video.wallet', src: '/api/media/howto/wallet.mp4' },
    { titleId: 'howto.video.enterGame', src: '/api/media/howto/enter-game.mp4' },
    { titleId: 'howto.video.checkBalance', src: '/api/media/howto/check-balance.mp4' },
    { titleId: 'howto.video.receiveBonus', src: '/api/media/howto/receive-bonus.mp4' },
    { titleId: 'howto.video.endBonus', src: '/api/media/howto/end-bonus.mp4' },
  ],
  // Development key: the sandbox holds the matching private key (server/dev-keys).
  // An operator's build replaces it with the production backend's public key.
  truelinkPublicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA34nGGzRLgg1R73rRrdrZ
De6RZOSX4aGIGXeEd4uUUuMiKiUgxYHk11veHAtTHsNA8VKDvICrDQQJIidyTcHT
6jBvuGDcuFTOtMchtTXLYdzi0kCgP2vgr1dfg0hVBSjMgfOnxByoX6zEA87+57Vo
WgJMH0oiQVMsx/P3ovbmXTVC7x7Sm3BOsJo363+X/hRB75GAgIMaWJALT+AMA3ws
9d7PaOeJqK+SWnL7U2sxIm6iwkkDJ0GUg7E9+1H6l5pJL7/6e5u/KB6fZBiBEy7L
IMVo7PpxwVA6IvSR1kWNbNyZorGtKG/SGRdA0L/yC66PeScQfujh4ZQV4WpxA1ny
qwIDAQAB
-----END PUBLIC KEY-----`,
} satisfies Partial<WalletBrandData>;
