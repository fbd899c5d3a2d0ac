import type { Coupon, CouponList } from '../types';
import { amountAt, arrayAt, objectAt, ShapeProblem } from './answer-shape-error';

// A normaliser checks the fields the wallet needs and passes the rest as sent
// (docs/api.md#required-and-optional): its `as` casts type what it does not check.

/** A prize's slice as its code, whether sent as the code or as the slice `{code, label}`. */
export function sliceCode(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'code' in value && typeof value.code === 'string') {
    return value.code;
  }
  throw new ShapeProblem(field);
}

/** `GET /api/spinwheel/coupon` */
export function normaliseCoupons(answer: unknown): CouponList {
  const body = objectAt(answer, '');
  const result = arrayAt(body.result, '/result').map((item, index): Coupon => {
    const coupon = objectAt(item, `/result/${index}`);
    const prize = objectAt(coupon.prize, `/result/${index}/prize`);
    return {
      ...(coupon as Coupon),
      amount: amountAt(coupon.amount, `/result/${index}/amount`),
      prize: {
        name: typeof prize.name === 'string' ? prize.name : '',
        slice: sliceCode(prize.slice, `/result/${index}/prize/slice`),
      },
    };
  });
  return { success: body.success !== false, result };
}
