/** The API layer's one way in for features and the app. */

export { accountApi, accountPaths } from './account';
export {
  ApiError,
  type ApiErrorKind,
  type ErrorText,
  errorText,
  isIdentityError,
  toApiError,
} from './api-error';
export { autoLoginApi } from './auto-login';
export { bonusApi, bonusPaths } from './bonus';
export { type ChatUploader, chatApi, chatPaths } from './chat';
export {
  type ApiResult,
  apiUrl,
  type CallOptions,
  configureClient,
  safeApiUrl,
  unwrap,
} from './client';
export { depositLookupApi } from './deposit-lookup';
export { ERROR_CODES, type ErrorCode, SLIP_REASON_CODES, type SlipReasonCode } from './error-codes';
export { type Feature, featuresApi, featuresPath } from './features';
export { inviteApi, inviteLink, invitePaths } from './invite';
export { fillNotice, lookupApi, lookupPaths } from './lookup';
export {
  ANSWER_SHAPE,
  AnswerShapeError,
  normaliseConversation,
} from './normalise';
export { otpApi } from './otp';
export { passkeysApi, passkeysPath } from './passkeys';
export { passwordResetApi } from './password-reset';
export {
  depositLeftOf,
  depositLimitsApi,
  depositLimitsPaths,
  excludedUntilOf,
  selfExclusionApi,
} from './play-limits';
export { promotionApi, promotionCode } from './promotion';
export { qrcodeApi, qrcodePaths } from './qrcode';
export { realityCheckApi, realityCheckPaths } from './reality-check';
export { realityCheckChanges } from './reality-check-answer';
export { refundApi, refundPaths } from './refund';
export { sessionsApi, sessionsPaths } from './sessions';
export { slipApi } from './slip';
export { spinCouponsApi } from './spin-coupons';
export { spinwheelApi, spinwheelPaths } from './spinwheel';
export { statementApi, statementPaths } from './statement';
export { stepUpApi } from './step-up';
export type * from './types';
export type { UploadOptions } from './upload';
export { walletApi, walletPaths } from './wallet';
