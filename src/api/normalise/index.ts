/** One normaliser per answer with variants (docs/api.md#required-and-optional). */
export { normaliseBankAccount, normaliseProfile, normaliseWallet } from './account';
export { ANSWER_SHAPE, AnswerShapeError } from './answer-shape-error';
export { normaliseChatHistory, normaliseConversation } from './chat';
export { normaliseCoupons, sliceCode } from './coupon';
export { normaliseCurrency } from './currency';
export { normaliseDepositLookup } from './deposit-lookup';
export { normalised } from './normalised';
export { normaliseStatements, normaliseStatementType, STATEMENT_TYPES } from './statement';
