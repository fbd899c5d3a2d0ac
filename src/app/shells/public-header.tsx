/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { useLocale, useLocaleOptions } from '../../domain/session';
import { LanguageSelect } from '../../ui/language-select';
import { useTheme } from '../../ui/theme';

/**
 * The brand's logo and name with the language switch, for a guest page that has no header of
 * its own (the 404 page): the public shell has no top bar (docs/product.md#public-shell), and
 * a page without them left a lost guest with no sign of which site this is or how to read it.
 */
export function PublicHeader() {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const [locale, setLocale] = useLocale();
  const localeOptions = useLocaleOptions();
  return (
    <header
      css={css`
        display: flex;
        align-items: center;
        gap: 8px;
        max-width: 560px;
        margin: 0 auto;
        padding: 12px 16px 0;
      `}
    >
      <img src={brand.logo} alt="" width={32} height={32} />
      <span
        css={css`
          flex: 1;
          font-weight: 700;
          color: ${theme.text};
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
        `}
      >
        {brand.appName}
      </span>
      <LanguageSelect
        compact
        label={intl.formatMessage({ id: 'language.label' })}
        value={locale}
        options={localeOptions}
        onChange={setLocale}
      />
    </header>
  );
}
