import { del, get, post } from './client';
import type { Ok, QrCodeState, QrProvider } from './types';

export const qrcodePaths = {
  state: (provider: QrProvider) => `/api/qrcode/${provider}`,
} as const;

export const qrcodeApi = {
  state: (provider: QrProvider) => get<QrCodeState>(qrcodePaths.state(provider)),
  create: (provider: QrProvider, amount: number) =>
    post<QrCodeState>(qrcodePaths.state(provider), { amount }),
  cancel: (qrcodeId: string) => del<Ok>(`/api/qrcode/${encodeURIComponent(qrcodeId)}`),
};
