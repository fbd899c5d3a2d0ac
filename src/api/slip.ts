import { type UploadOptions, upload } from './upload';

/**
 * The slip upload (docs/api.md#slip-upload). Not in walletApi: a module is downloaded whole,
 * and every member page's main bundle, which has walletApi, would carry the upload code only
 * the deposit modal runs (docs/architecture.md#performance-budgets).
 */
export const slipApi = {
  /** Multipart: `file` (the slip image) and `amount`. */
  upload: (form: FormData, options?: UploadOptions) =>
    upload('POST /api/wallet/slip', form, options),
};
