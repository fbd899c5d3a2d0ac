import type { FastifyRequest } from 'fastify';
import type { Locale, WalletBrandData } from '../../brands/types';
import { localeOfTag } from '../../src/lib/locale';

/**
 * The language of the texts the sandbox owns (docs/api.md#language): the wallet sends the
 * player's language in `Accept-Language` as a BCP 47 tag (`th`, `lo`, `en`). The first
 * range, by quality, whose primary language is one of the brand's interface languages wins;
 * nothing usable (no header, `*`, an unknown language) gives the brand's default language.
 */
type LanguageBrand = Pick<WalletBrandData, 'locales' | 'defaultLocale'>;

interface Range {
  locale: Locale | undefined;
  quality: number;
  order: number;
}

function parseRange(part: string, order: number): Range {
  const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
  let quality = 1;
  for (const param of params) {
    const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
    if (match?.[1]) quality = Number(match[1]);
  }
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return { locale: localeOfTag(primary) ?? undefined, quality, order };
}

export function negotiateLanguage(header: string | undefined, brand: LanguageBrand): Locale {
  if (!header) return brand.defaultLocale;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map(parseRange)
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { locale } of ranges) {
    if (locale && brand.locales.includes(locale)) return locale;
  }
  return brand.defaultLocale;
}

/** The language of a request's answer texts. */
export function languageOf(request: FastifyRequest, brand: LanguageBrand): Locale {
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header[0] : header, brand);
}
