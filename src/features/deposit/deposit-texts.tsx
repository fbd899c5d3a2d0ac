/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SlipLookup } from '../../api';
import { useBrand } from '../../domain/brand';
import { useTheme } from '../../ui/theme';
import { siteZoneLabel } from './slip-window';

/**
 * The deposit texts of docs/product.md#deposit-texts: the wallet is credited within
 * 1 minute and, where a slip is part of the deposit, the slip goes up within 1 hour of the
 * transfer and not during the daily closed window (from GET /api/lookup/slip; its line
 * keeps its height while the window loads, so nothing below it moves).
 */
export function DepositTexts({
  slip,
  slipLookup,
}: {
  /** The deposit ends with a slip upload: add the slip rules. */
  slip: boolean;
  slipLookup?: SlipLookup | undefined;
}) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'deposit.texts.title' })}
      css={css`
        display: grid;
        gap: 4px;
        margin: 0;
        padding: 10px 12px 10px 30px;
        border-radius: ${theme.radius};
        background: ${theme.surfaceAlt};
        font-size: 14px;
        line-height: 1.45;
      `}
    >
      <li>
        <FormattedMessage id="deposit.texts.credited" />
      </li>
      {slip ? (
        <>
          <li>
            <FormattedMessage id="deposit.texts.slipWithin" />
          </li>
          <li css={css`min-height: 1.45em;`}>
            {slipLookup ? (
              <FormattedMessage
                id="deposit.texts.slipWindow"
                values={{
                  start: slipLookup.closeStart,
                  end: slipLookup.closeEnd,
                  zone: siteZoneLabel(brand.timeZone),
                }}
              />
            ) : (
              '\u00a0'
            )}
          </li>
        </>
      ) : null}
    </ul>
  );
}
