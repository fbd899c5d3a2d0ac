/**
 * Switches the e2e tests flip through POST /api/__sandbox/settings. They live in the
 * database so that a restarted sandbox keeps them; a reset restores the defaults.
 */
export interface SandboxSettings {
  /** GET /api/lookup/registerOTP: the register wizard shows the OTP step. */
  registerOTP: boolean;
  /** GET /api/lookup/enableChatWidget. */
  enableChatWidget: boolean;
  /** The site is gone: /api/lookup/active says `gone`, other calls answer `{message:"gone"}`. */
  terminated: boolean;
  /** The spin wheel is active (spinwheel/active, setup). */
  spinActive: boolean;
  /** Slip upload is open (lookup/slip isOpen; wallet/slip refuses when closed). */
  slipOpen: boolean;
  /** invite/banners returns banners (else `[]`: the plain invite modal opens). */
  inviteBanners: boolean;
  /** refund/banners returns banners (else `[]`). */
  refundBanners: boolean;
  /**
   * GET /api/lookup/features announces the sandbox's optional capabilities (off: it answers
   * 404, as a backend written from the spec alone; the additions' calls answer 404 too).
   */
  features: boolean;
}

export const DEFAULT_SETTINGS: SandboxSettings = {
  registerOTP: true,
  enableChatWidget: true,
  terminated: false,
  spinActive: true,
  slipOpen: true,
  inviteBanners: true,
  refundBanners: true,
  features: true,
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof SandboxSettings)[];
