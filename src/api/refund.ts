import { type CallOptions, get, post } from './client';
import type { Banner, MessageResult, Ok, PagePayload, RefundCheck, RefundList } from './types';

export const refundPaths = {
  list: '/api/refund',
  check: '/api/refund/check',
  banners: '/api/refund/banners',
} as const;

export const refundApi = {
  list: (payload: PagePayload) => post<RefundList>(refundPaths.list, payload),
  check: () => get<RefundCheck>(refundPaths.check),
  receive: (options?: CallOptions) => get<MessageResult>('/api/refund/receive', options),
  addWallet: (options?: CallOptions) => get<Ok>('/api/refund/addWallet', options),
  banners: () => get<Banner[]>(refundPaths.banners),
};
