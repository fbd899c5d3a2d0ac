import { call } from './client';

/** Promotion codes are uppercased before lookup and activation (docs/product.md#bonus-and-promotions). */
export function promotionCode(input: string): string {
  return input.trim().toUpperCase();
}

export const promotionApi = {
  current: () => call('GET /api/promotion/current'),
  find: (code: string) =>
    call('GET /api/promotion/find/:code', { params: { code: promotionCode(code) } }),
  activate: (code: string) =>
    call('GET /api/promotion/activate/:code', { params: { code: promotionCode(code) } }),
};
