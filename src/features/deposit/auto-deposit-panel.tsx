/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DepositBank } from '../../api';
import { bankNameIn } from '../../domain/bank-name';
import { useBrand } from '../../domain/brand';
import { amountProblemMessage, useMoney } from '../../domain/currency';
import { useMemberModal } from '../../domain/member-modals';
import { useOrderChecking } from '../../domain/money-order';
import { useMutations } from '../../domain/mutations';
import { shouldAskEnglishName } from '../../domain/rules/account';
import { type CurrencyRules, parseAmountIn, ruleSatang } from '../../domain/rules/currency';
import { type Satang, satangToBaht } from '../../domain/rules/money';
import { useLocale } from '../../domain/session';
import { useWallet } from '../../domain/wallet';
import { formatDateTime } from '../../lib/format';
import { formatAccountNo } from '../../lib/format-details';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { CheckingNote } from '../../ui/checking-note';
import { useDialog } from '../../ui/dialog-state';
import { Receipt } from '../../ui/receipt';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { DepositAccounts } from './deposit-account';
import { useDepositBalances } from './deposit-balances';
import { useDepositErrorText } from './deposit-limit';
import type { DepositPanelControls } from './deposit-modal';
import { DepositTexts } from './deposit-texts';
import { usePanelBusy } from './use-panel-busy';

/** A typed amount as the auto deposit reads it: satang, or why it is refused. */
export type AutoAmount =
  | { ok: true; satang: Satang }
  | { ok: false; messageId: string; minimum?: boolean };

/**
 * The typed amount read by the currency's rules (no decimals in kip), then the currency's
 * deposit minimum (docs/product.md#amounts-per-currency).
 */
export function readAutoAmount(
  text: string,
  rules: Pick<CurrencyRules, 'fractionDigits' | 'depositMin'>,
): AutoAmount {
  const parsed = parseAmountIn(text, rules);
  if (!parsed.ok) return { ok: false, messageId: amountProblemMessage(parsed.problem, rules) };
  if (parsed.satang < ruleSatang(rules, rules.depositMin)) {
    return { ok: false, messageId: 'deposit.auto.minimum', minimum: true };
  }
  return { ok: true, satang: parsed.satang };
}

interface Done {
  satang: Satang;
  at: number;
}

/**
 * Auto deposit (docs/product.md#deposit): the player transfers from their registered
 * account and states the amount; the backend matches the transfer by the sender's
 * account name, so a member whose bank keeps names in English but whose stored name is
 * not English is first sent to fix it (docs/product.md#edit-bank-name-prompt). The amount
 * goes once (POST /api/wallet/add), and a receipt with the new balances replaces the form.
 */
export function AutoDepositPanel({
  banks,
  close,
  setBusy,
}: { banks: DepositBank[] } & DepositPanelControls) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const money = useMoney();
  const modals = useMemberModal();
  const dialog = useDialog();
  const errorText = useDepositErrorText();
  const mutations = useMutations();
  const checking = useOrderChecking();
  const [locale] = useLocale();
  const wallet = useWallet();
  const balances = useDepositBalances(wallet);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const amount = readAutoAmount(text, money.rules);
  // An empty field is explained only once the player tries to send it.
  const showProblem = !amount.ok && (tried || text.trim() !== '');

  const deposit = useAction(async (satang: Satang) => {
    const result = await mutations.deposit(satangToBaht(satang));
    if (!result.ok) {
      // The typed amount stays: the player can try again as it is.
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      return;
    }
    setDone({ satang, at: Date.now() });
  });
  usePanelBusy(deposit.busy, setBusy);

  if (!wallet.data && !wallet.error) {
    return <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />;
  }
  const own = wallet.data?.bankAccount;

  if (shouldAskEnglishName(brand.englishNameBanks, own)) {
    return (
      <div
        role="note"
        css={css`
          display: grid;
          gap: 12px;
          padding: 12px;
          border-radius: ${theme.radius};
          border: 1px solid ${theme.warning};
        `}
      >
        <p css={css`margin: 0;`}>
          <FormattedMessage id="deposit.auto.englishName" />
        </p>
        <Button
          block
          // The edit replaces the deposit modal; closing it brings the player back here.
          onClick={() => modals.open('bankName', { returnTo: { key: 'deposit', tab: 'auto' } })}
        >
          <FormattedMessage id="bankName.edit" />
        </Button>
      </div>
    );
  }

  if (done) {
    return (
      <Receipt
        title={<FormattedMessage id="deposit.auto.done" />}
        lines={[
          {
            label: <FormattedMessage id="receipt.from" />,
            value: own
              ? `${bankNameIn(locale, own.bank)} ${formatAccountNo(own.bankAccountNo)}`
              : '',
          },
          {
            label: <FormattedMessage id="receipt.to" />,
            value: <FormattedMessage id="receipt.mainWallet" />,
          },
          {
            label: <FormattedMessage id="receipt.amount" />,
            value: money.format(satangToBaht(done.satang)),
          },
          {
            label: <FormattedMessage id="receipt.time" />,
            value: formatDateTime(done.at, brand.timeZone),
          },
        ]}
        balances={balances}
        onDone={() => close(true)}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amount.ok) void deposit.run(amount.satang);
  };

  return (
    <div css={css`display: grid; gap: 14px;`}>
      <p css={css`margin: 0;`}>
        <FormattedMessage id="deposit.auto.intro" />
      </p>
      <DepositAccounts
        accounts={banks}
        label={intl.formatMessage({ id: 'deposit.bank.accounts' })}
      />
      <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 12px;`}>
        <AmountField
          label={<FormattedMessage id="deposit.auto.amount" values={{ unit: money.unit }} />}
          value={text}
          onValueChange={setText}
          readOnly={deposit.busy}
          placeholder={money.placeholder}
          hint={
            <FormattedMessage
              id="deposit.auto.minimumHint"
              values={{ money: money.format(money.rules.depositMin) }}
            />
          }
          error={
            showProblem && !amount.ok ? (
              <FormattedMessage
                id={amount.messageId}
                values={{ money: money.format(money.rules.depositMin) }}
              />
            ) : undefined
          }
        />
        {deposit.busy && checking ? (
          <CheckingNote text={intl.formatMessage({ id: 'order.checking' })} />
        ) : null}
        <Button
          type="submit"
          block
          loading={deposit.busy}
          disabled={!amount.ok && text.trim() !== ''}
        >
          <FormattedMessage id="deposit.auto.submit" />
        </Button>
      </form>
      <DepositTexts slip={false} />
    </div>
  );
}
