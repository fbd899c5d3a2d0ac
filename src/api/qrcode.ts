import { call, pathOf } from './client';
import type { QrProvider } from './types';

const STATE = '/api/qrcode/:provider';

export const qrcodePaths = {
  state: (provider: QrProvider) => pathOf(STATE, { provider }),
} as const;

export const qrcodeApi = {
  state: (provider: QrProvider) => call(`GET ${STATE}`, { params: { provider } }),
  create: (provider: QrProvider, amount: number) =>
    call(`POST ${STATE}`, { params: { provider }, body: { amount } }),
  cancel: (qrcodeId: string) => call('DELETE /api/qrcode/:qrcodeId', { params: { qrcodeId } }),
};
