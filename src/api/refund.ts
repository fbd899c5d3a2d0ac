import { type CallOptions, call } from './client';
import type { PagePayload } from './types';

export const refundPaths = {
  list: '/api/refund',
  check: '/api/refund/check',
  banners: '/api/refund/banners',
} as const;

export const refundApi = {
  list: (body: PagePayload) => call(`POST ${refundPaths.list}`, { body }),
  check: () => call(`GET ${refundPaths.check}`),
  receive: (options?: CallOptions) => call('GET /api/refund/receive', options),
  addWallet: (options?: CallOptions) => call('GET /api/refund/addWallet', options),
  banners: () => call(`GET ${refundPaths.banners}`),
};
