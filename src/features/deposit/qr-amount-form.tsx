/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QrProvider } from '../../api';
import { useMoney } from '../../domain/currency';
import { qrCreateCheck, quickAmountText } from '../../domain/qr-providers';
import { qrAmounts } from '../../domain/rules/currency';
import { type Satang, satangToBaht, ZERO_SATANG } from '../../domain/rules/money';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';

export interface QrAmountFormProps {
  provider: QrProvider;
  /** What the player typed; kept by the section, so a failed create loses nothing. */
  amountText: string;
  onAmountText: (text: string) => void;
  onCreate: (satang: Satang) => void;
  creating: boolean;
  /** Another money action of the modal is running. */
  disabled: boolean;
}

/**
 * The amount of a new QR code (docs/product.md#qr-codes): the quick amounts of the provider
 * in the member's currency fill the field, the typed amount is read by the currency's rules
 * (no decimals in kip), and the create button follows the provider's minimum in that
 * currency (docs/product.md#amounts-per-currency). A refused amount is explained under the
 * field.
 */
export function QrAmountForm({
  provider,
  amountText,
  onAmountText,
  onCreate,
  creating,
  disabled,
}: QrAmountFormProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const toast = useToast();
  // The deposit modal offers only the providers of the member's currency (deposit-modes.ts).
  const rule = qrAmounts(money.rules, provider) ?? { quickAmounts: [], minimum: ZERO_SATANG };
  const parsed = money.parse(amountText);
  const satang = parsed.ok ? parsed.satang : null;
  const check = qrCreateCheck(provider, satang, rule.minimum);
  const minimum = money.format(satangToBaht(rule.minimum));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check === 'disabled' || satang === null || disabled) return;
    if (check === 'belowMinimum') {
      // KBANK: an amount under 1 is not sent (docs/product.md#qr-codes); say why.
      toast.danger(
        intl.formatMessage(
          { id: 'deposit.qr.belowMinimum' },
          {
            provider: intl.formatMessage({ id: 'deposit.qr.provider' }, { provider }),
            money: minimum,
          },
        ),
      );
      return;
    }
    onCreate(satang);
  };

  return (
    <form onSubmit={submit} noValidate css={css`display: grid; gap: 12px;`}>
      <fieldset
        css={css`
          display: grid;
          gap: 6px;
          margin: 0;
          padding: 0;
          border: 0;
          min-width: 0;
        `}
      >
        <legend
          css={css`padding: 0; margin-bottom: 6px; font-size: 14px; color: ${theme.textMuted};`}
        >
          <FormattedMessage id="deposit.qr.quickAmounts" values={{ unit: money.unit }} />
        </legend>
        <div
          css={css`
            display: grid;
            grid-template-columns: repeat(3, 1fr);
            gap: 6px;
            /* The chips are narrow at 360 px: less side padding than a button's. */
            & > button {
              padding: 0 4px;
              font-variant-numeric: tabular-nums;
            }
            & > button[aria-pressed='true'] {
              border-color: ${theme.primary};
              box-shadow: inset 0 0 0 1px ${theme.primary};
            }
          `}
        >
          {rule.quickAmounts.map((amount) => (
            <Button
              key={amount}
              variant="secondary"
              aria-pressed={satang === amount * 100}
              disabled={creating}
              onClick={() => onAmountText(quickAmountText(amount))}
            >
              {money.number(amount)}
            </Button>
          ))}
        </div>
      </fieldset>
      <AmountField
        label={<FormattedMessage id="deposit.qr.amount" values={{ unit: money.unit }} />}
        value={amountText}
        onValueChange={onAmountText}
        readOnly={creating}
        placeholder={money.placeholder}
        hint={<FormattedMessage id="deposit.qr.minimum" values={{ money: minimum }} />}
        error={
          parsed.ok || parsed.problem === 'empty' ? undefined : (
            <FormattedMessage id={money.problemMessage(parsed.problem)} />
          )
        }
      />
      <Button type="submit" block disabled={check === 'disabled' || disabled} loading={creating}>
        <FormattedMessage id="deposit.qr.create" />
      </Button>
    </form>
  );
}
