import { createIntl } from '@formatjs/intl';
import { BRAND_IDS, brandData } from '../brands/data';
import type { Currency } from '../src/api/types';
import { AMOUNT_SLOT } from '../src/app/early-balance';
import { intlLocale, LOCALES } from '../src/lib/locale';
import { earlyBalanceTexts } from './rsbuild-shell';
import { messagesOf } from './site-files';

describe('earlyBalanceTexts', () => {
  it.each(BRAND_IDS)(
    'writes the total as the %s home screen does, in every language and currency',
    (id) => {
      const brand = brandData(id);
      const texts = earlyBalanceTexts(brand);
      for (const locale of LOCALES) {
        const messages = messagesOf(locale);
        const intl = createIntl({ locale: intlLocale(locale), messages });
        const words = texts.languages[intlLocale(locale)];
        expect(words?.label).toBe(messages['home.total']);
        for (const currency of Object.keys(brand.currencyRules) as Currency[]) {
          const template = words?.amount[currency] ?? '';
          expect(template).toContain(AMOUNT_SLOT);
          expect(template.replace(AMOUNT_SLOT, '1,500')).toBe(
            intl.formatMessage({ id: 'money.amount' }, { amount: '1,500', currency }),
          );
          expect(texts.fractionDigits[currency]).toBe(brand.currencyRules[currency].fractionDigits);
        }
      }
    },
  );
});
