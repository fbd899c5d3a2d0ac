import { get } from './client';
import type { Ok, Promotion } from './types';

/** Promotion codes are uppercased before lookup and activation (docs/product.md#bonus-and-promotions). */
export function promotionCode(input: string): string {
  return input.trim().toUpperCase();
}

export const promotionApi = {
  current: () => get<Promotion | null>('/api/promotion/current'),
  find: (code: string) =>
    get<Promotion | null>(`/api/promotion/find/${encodeURIComponent(promotionCode(code))}`),
  activate: (code: string) =>
    get<Ok>(`/api/promotion/activate/${encodeURIComponent(promotionCode(code))}`),
};
