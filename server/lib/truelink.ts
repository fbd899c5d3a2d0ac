import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApiError } from './errors';
import { type Satang, satangCount, textToSatang } from './money';

/**
 * The wallet-app link arrives RSA-OAEP (SHA-256) encrypted under the brand's public key
 * and base64 encoded. The sandbox holds the development private key matching the
 * `truelinkPublicKey` of brands/data/defaults.ts.
 */
const keyPath = fileURLToPath(new URL('../dev-keys/truelink-private.pem', import.meta.url));
const privateKey = createPrivateKey(readFileSync(keyPath, 'utf8'));

export function decryptLink(base64: string): string {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new ApiError('TRUELINK_INVALID');
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    return plain.toString('utf8').trim();
  } catch {
    throw new ApiError('TRUELINK_INVALID');
  }
}

/** Default credit of a voucher link without an `amount` query parameter (satang). */
export const DEFAULT_VOUCHER = satangCount(5_000);
/** Wallet-link minimum (docs/product.md#deposit), in satang. */
export const VOUCHER_MINIMUM = 200;

/**
 * A voucher link: any http(s) URL with a `v` (voucher) query parameter, e.g.
 * `https://gift.truemoney.com/campaign/?v=abc123`. The sandbox credits `amount` when the
 * link carries one (`&amount=20`), else 50 baht.
 */
export function voucherOf(link: string): { voucher: string; satang: Satang } {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new ApiError('TRUELINK_INVALID');
  }
  const voucher = url.searchParams.get('v');
  if (!/^https?:$/.test(url.protocol) || !voucher) throw new ApiError('TRUELINK_INVALID');
  const amount = url.searchParams.get('amount');
  // A decimal with at most 2 decimals, read like a typed amount: not Number() (0x10, 1e2).
  const satang = amount === null ? DEFAULT_VOUCHER : textToSatang(amount);
  if (satang === null || satang < VOUCHER_MINIMUM || satang > 10_000_000) {
    throw new ApiError('TRUELINK_INVALID');
  }
  return { voucher, satang };
}
