// What the measurement gates (scripts/measure-*.mjs) share about the brands they measure:
// which ones (BRANDS=thai,lao, default every brand of brands/data) and a login of the
// brand's demo member on its sandbox, whose token the measured pages keep in storage.

/** The brands named by BRANDS, each checked against `known`; all of `known` without it. */
export function measuredBrands(known, value = process.env.BRANDS) {
  if (!value) return [...known];
  const ids = value.split(',').map((id) => id.trim());
  for (const id of ids) {
    if (!known.includes(id)) throw new Error(`BRANDS: no brand ${id} in brands/data`);
  }
  return ids;
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
