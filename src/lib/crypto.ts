/**
 * The wallet-app link is sent encrypted (docs/product.md#deposit): RSA-OAEP with SHA-256 under the
 * brand's public key, base64 encoded.
 */
// The bytes themselves, not their `.buffer`: any BufferSource will do for Web Crypto, and a
// view also passes Node's realm checks when the tests run it under jsdom.
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptForServer(publicKeyPem: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(text),
  );
  return toBase64(cipher);
}
