import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { PhoneCountry } from '../../../brands/types';

/**
 * The phone rule of docs/product.md#builds and #step-1-phone, the wallet's and the
 * sandbox's: a build takes the mobile numbers of its country (`brand.phone.country`) as
 * libphonenumber-js's mobile metadata has them (Thai 06/08/09 and ten digits; Lao 020 and
 * eight digits after it, or 030 and seven), and they travel as national digits
 * (`0812345678`, `02055512345`), the shape docs/api.md has always used.
 *
 * Its own module, apart from account.ts: the metadata weighs some 20 kB gzip, so only the
 * screens that read a phone load it (the register chunk, and the login screen on demand),
 * never the member home's first load (docs/architecture.md#performance-budgets).
 */

export interface PhoneRule {
  country: PhoneCountry;
  /** The build's fixed digit count, for the fixed length message; null where none. */
  length: number | null;
}

export type PhoneProblem = 'required' | 'length' | 'invalid';

/**
 * A mobile of `country` as a player may type it (`081 234 5678`, `+66 81 234 5678`,
 * `66812345678`, `812345678`) as national digits (`0812345678`); null when it is no mobile
 * number of that country.
 */
export function nationalMobile(typed: string, country: PhoneCountry): string | null {
  if (!/\d/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed.trim(), { defaultCountry: country });
  if (!parsed || parsed.country !== country || !parsed.isValid()) return null;
  return parsed.formatNational().replace(/\D/g, '');
}

/** A mobile number as the country writes it (`081 234 5678`, `020 55 512 345`), else as given. */
export function formatPhone(phone: string, country: PhoneCountry): string {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: country });
  return parsed?.isValid() && parsed.country === country ? parsed.formatNational() : phone;
}

/**
 * What is wrong with the phone exactly as it is sent: null for a mobile of the country in
 * national digits. A build with a fixed digit count says 'length' for any other count (the
 * fixed wording names it); any other number, or the right digits in another shape, is
 * 'invalid'. Nothing is cleaned here: what is checked is what is sent.
 */
export function phoneProblem(phone: string, rule: PhoneRule): PhoneProblem | null {
  if (!phone) return 'required';
  if (nationalMobile(phone, rule.country) === phone) return null;
  if (rule.length !== null && /^\d*$/.test(phone) && phone.length !== rule.length) return 'length';
  return 'invalid';
}
