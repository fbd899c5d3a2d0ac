// What the measurement gates (scripts/measure-*.mjs) share about the brands they measure:
// which ones (BRANDS=thai,lao, default every brand of brands/data), a sandbox serving a brand's
// build, and a login of its demo member there, whose token the measured pages keep in storage.
import { startSandbox } from './sandbox-process.mjs';

/** The brands named by BRANDS, each checked against `known`; all of `known` without it. */
export function measuredBrands(known, value = process.env.BRANDS) {
  if (!value) return [...known];
  const ids = value.split(',').map((id) => id.trim());
  for (const id of ids) {
    if (!known.includes(id)) throw new Error(`BRANDS: no brand ${id} in brands/data`);
  }
  return ids;
}

/** A sandbox of the brand on `port`, serving its production build (dist/<brand>). */
export function buildSandbox(brandId, port) {
  return startSandbox({ brand: brandId, port, staticDir: `dist/${brandId}` });
}

/** Logs the brand's demo member in on a running sandbox: the login's token. */
export async function demoToken(sandboxUrl, brand) {
  const response = await fetch(`${sandboxUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
    body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
  });
  const body = await response.json();
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`the ${brand.id} demo member cannot log in: ${response.status}`);
  }
  return body.token;
}
