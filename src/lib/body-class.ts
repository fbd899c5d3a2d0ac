/** Class on <body> while the terminated notice shows (docs/product.md#routes-and-guards: the "special body style"). */
export const TERMINATED_BODY_CLASS = 'site-terminated';
