import { Type } from 'typebox';
import { type CallSpec, IDEMPOTENCY_ERRORS, INPUT_ERRORS } from './call';
import { Amount, Ok, PathText } from './primitives';

/** Deposit, QR codes, slips and the wallet-app link (docs/api.md#deposit-qr-and-slips). */

export const QrProvider = Type.Union([
  Type.Literal('KBANK'),
  Type.Literal('WW'),
  Type.Literal('PAYTIMZ'),
]);

export const QrCodeActive = Type.Object({
  qrcodeId: Type.String(),
  hasQrcode: Type.Literal(true),
  qrcode: Type.String({ description: 'SVG markup' }),
  amount: Amount('the amount to pay'),
  expireIn: Type.Number({ description: 'expiry time in epoch milliseconds' }),
});

export const QrCodeNone = Type.Object({
  hasQrcode: Type.Literal(false),
  message: Type.Optional(Type.String({ description: 'a catalogue code (creation refused)' })),
});

export const QrCodeState = Type.Union([QrCodeActive, QrCodeNone]);

export const TruelinkPayload = Type.Object({
  link: Type.String({
    maxLength: 2048,
    description:
      "the wallet-app link, RSA-OAEP SHA-256 encrypted with the brand's public key, base64",
  }),
});

const ProviderParams = Type.Object({ provider: PathText() });

export const depositCalls = [
  {
    method: 'GET',
    path: '/api/qrcode/:provider',
    tag: 'deposit',
    summary: "The member's live QR code of a provider",
    member: true,
    effect: 'read',
    params: ProviderParams,
    result: QrCodeState,
    errors: [...INPUT_ERRORS],
  },
  {
    method: 'POST',
    path: '/api/qrcode/:provider',
    tag: 'deposit',
    summary: 'Creates a QR code to pay (refusals answer 200 {hasQrcode: false, message})',
    member: true,
    effect: 'write',
    params: ProviderParams,
    body: Type.Object({ amount: Amount() }),
    result: QrCodeState,
    errors: [...INPUT_ERRORS, 'DEPOSIT_LIMIT'],
  },
  {
    method: 'DELETE',
    path: '/api/qrcode/:qrcodeId',
    tag: 'deposit',
    summary: 'Cancels a live QR code',
    member: true,
    effect: 'write',
    params: Type.Object({ qrcodeId: PathText() }),
    result: Ok,
    errors: [...INPUT_ERRORS, 'NO_DATA'],
  },
  {
    method: 'POST',
    path: '/api/wallet/slip',
    tag: 'deposit',
    summary:
      'Uploads a transfer slip (multipart: file, amount; JPEG, PNG, WebP or GIF by content; at most 10 MB)',
    member: true,
    effect: 'write',
    multipart: ['file', 'amount'],
    result: Ok,
    errors: [
      ...INPUT_ERRORS,
      'SLIP_NO_FILE',
      'SLIP_INVALID_FILE',
      'SLIP_UPLOAD_FAIL',
      'FILE_CONTENT_INVALID',
      'UPLOAD_LIMIT',
      'DEPOSIT_LIMIT',
    ],
  },
  {
    method: 'POST',
    path: '/api/wallet/truelink',
    tag: 'deposit',
    summary: 'Deposits by an encrypted wallet-app voucher link',
    member: true,
    effect: 'money',
    body: TruelinkPayload,
    result: Ok,
    errors: [
      ...INPUT_ERRORS,
      'TRUELINK_INVALID',
      'TRUELINK_DUPLICATE',
      'DEPOSIT_LIMIT',
      ...IDEMPOTENCY_ERRORS,
    ],
  },
  {
    method: 'POST',
    path: '/api/wallet/add',
    tag: 'deposit',
    summary: 'Credits the main wallet (sandbox deposit)',
    member: true,
    effect: 'money',
    body: Type.Object({ amount: Amount() }),
    result: Ok,
    errors: [...INPUT_ERRORS, 'TRANSFER_MINIMUM', 'DEPOSIT_LIMIT', ...IDEMPOTENCY_ERRORS],
  },
] as const satisfies readonly CallSpec[];
