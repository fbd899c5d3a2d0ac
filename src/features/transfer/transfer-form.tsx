/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, WalletResult } from '../../api';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { useOrderChecking } from '../../domain/money-order';
import { useMutations } from '../../domain/mutations';
import { type Satang, satangToBaht, ZERO_SATANG } from '../../domain/rules/money';
import {
  checkTransfer,
  findEnd,
  MAIN_WALLET,
  type TransferEnd,
  type TransferProblem,
  transferAllPlan,
  transferEnds,
  transferMinimum,
} from '../../domain/rules/transfer';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { CheckingNote } from '../../ui/checking-note';
import { useDialog } from '../../ui/dialog-state';
import { SelectField } from '../../ui/select-field';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { SwapIcon } from './swap-icon';
import type { TransferRecord } from './transfer-receipt';
import { listOf, useEndName } from './use-end-name';

type Move = 'one' | 'all';

export interface TransferFormProps {
  wallet: WalletResult;
  /** A game account code to start with as the target (opened from that game). */
  initialGame?: string;
  /** A money call is in flight: the modal may not be dismissed meanwhile. */
  onBusy: (busy: boolean) => void;
  onMoved: (record: TransferRecord) => void;
}

/**
 * The transfer form (docs/product.md#transfer): source and target pickers (the main
 * wallet and the active game accounts, each with its balance; one account is never
 * offered on both sides), the amount, Transfer, and Transfer all with what it will move.
 * Both money buttons share one lock: a double tap, a tap during a slow answer, or a tap on
 * the other button sends nothing more. A refusal shows in a popup and keeps what was typed
 * and chosen; the balances shown are the server's (the mutations reload the wallet).
 */
export function TransferForm({ wallet, initialGame, onBusy, onMoved }: TransferFormProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const dialog = useDialog();
  const errorText = useErrorText();
  const mutations = useMutations();
  const checking = useOrderChecking();
  const nameOf = useEndName();
  const allHintId = useId();
  const [fromCode, setFromCode] = useState<string | null>(MAIN_WALLET);
  const [toCode, setToCode] = useState<string | null>(initialGame ?? null);
  const [amountText, setAmountText] = useState('');
  const [running, setRunning] = useState<Move | null>(null);

  const ends = transferEnds(wallet);
  const from = findEnd(ends, fromCode);
  const to = findEnd(ends, toCode);
  const check = checkTransfer({ from, to, amountText, rules: money.rules });
  const plan = to ? transferAllPlan(ends, to.code) : null;
  const formatSatang = (satang: Satang) => money.format(satangToBaht(satang));

  const problemText = (problem: TransferProblem): string => {
    switch (problem) {
      case 'noSource':
        return intl.formatMessage({ id: 'transfer.chooseSource' });
      case 'noTarget':
        return intl.formatMessage({ id: 'transfer.chooseTarget' });
      case 'sameAccount':
        return intl.formatMessage({ id: 'transfer.sameAccount' });
      case 'belowMinimum':
        return intl.formatMessage(
          { id: 'transfer.minimum' },
          { money: formatSatang(transferMinimum(money.rules)) },
        );
      case 'aboveBalance':
        return intl.formatMessage(
          { id: 'transfer.aboveBalance' },
          { account: from ? nameOf(from) : '', money: formatSatang(from?.satang ?? ZERO_SATANG) },
        );
      default:
        return intl.formatMessage({ id: money.problemMessage(problem) });
    }
  };
  // Explained once the player has typed an amount; until then the empty form says nothing.
  const shown = !check.ok && amountText.trim() !== '' ? check : null;

  const failed = (error: ApiError) =>
    void dialog.error(intl.formatMessage({ id: 'transfer.failed' }), errorText(error));

  async function sendOne() {
    // The button is off for a refused form; this guards a submit that got through anyway.
    if (!check.ok || !from || !to) return;
    const result = await mutations.transfer({
      from: from.code,
      to: to.code,
      amount: satangToBaht(check.satang),
    });
    if (!result.ok) {
      failed(result.error);
      return;
    }
    onMoved({ kind: 'one', sources: [from], to, satang: check.satang, at: Date.now() });
  }

  async function sendAll() {
    if (!to || !plan || plan.satang === 0) return;
    // The player sees what will move, account by account, before anything moves.
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'transfer.allConfirmTitle' }, { account: nameOf(to) }),
      text: intl.formatMessage(
        { id: 'transfer.allConfirmText' },
        {
          sources: listOf(
            plan.sources.map((end) =>
              intl.formatMessage(
                { id: 'transfer.allSource' },
                { account: nameOf(end), money: formatSatang(end.satang) },
              ),
            ),
          ),
          money: formatSatang(plan.satang),
        },
      ),
      confirmLabel: intl.formatMessage({ id: 'transfer.all' }),
    });
    if (!confirmed) return;
    const result = await mutations.transferAll({ to: to.code });
    if (!result.ok) {
      failed(result.error);
      return;
    }
    onMoved({ kind: 'all', sources: plan.sources, to, satang: plan.satang, at: Date.now() });
  }

  const move = useAction(async (kind: Move) => {
    setRunning(kind);
    onBusy(true);
    try {
      await (kind === 'one' ? sendOne() : sendAll());
    } finally {
      setRunning(null);
      onBusy(false);
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void move.run('one');
  };

  const option = (end: TransferEnd) => (
    <option key={end.code} value={end.code}>
      {intl.formatMessage(
        { id: 'transfer.option' },
        { account: nameOf(end), money: formatSatang(end.satang) },
      )}
    </option>
  );
  const busy = running !== null;
  const allHint = !to
    ? intl.formatMessage({ id: 'transfer.chooseTarget' })
    : !plan || plan.satang === 0
      ? intl.formatMessage({ id: 'transfer.allNothing' }, { account: nameOf(to) })
      : intl.formatMessage(
          { id: 'transfer.allHint' },
          {
            sources: listOf(plan.sources.map(nameOf)),
            account: nameOf(to),
            money: formatSatang(plan.satang),
          },
        );

  return (
    <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 12px;`}>
      <SelectField
        label={<FormattedMessage id="transfer.from" />}
        name="from"
        value={from?.code ?? ''}
        disabled={busy}
        error={shown?.field === 'source' ? problemText(shown.problem) : undefined}
        onChange={(event) => setFromCode(event.target.value || null)}
      >
        {from ? null : (
          <option value="" disabled>
            {intl.formatMessage({ id: 'transfer.choose' })}
          </option>
        )}
        {ends.filter((end) => end.code !== to?.code).map(option)}
      </SelectField>
      <div css={css`display: flex; justify-content: center;`}>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'transfer.swap' })}
          onClick={() => {
            setFromCode(to?.code ?? null);
            setToCode(from?.code ?? null);
          }}
          css={css`width: 44px; padding: 0;`}
        >
          <SwapIcon size={20} />
        </Button>
      </div>
      <SelectField
        label={<FormattedMessage id="transfer.to" />}
        name="to"
        value={to?.code ?? ''}
        disabled={busy}
        error={shown?.field === 'target' ? problemText(shown.problem) : undefined}
        onChange={(event) => setToCode(event.target.value || null)}
      >
        {to ? null : (
          <option value="" disabled>
            {intl.formatMessage({ id: 'transfer.choose' })}
          </option>
        )}
        {ends.filter((end) => end.code !== from?.code).map(option)}
      </SelectField>
      {ends.length < 2 ? (
        <p css={css`margin: 0; color: ${theme.textMuted};`}>
          <FormattedMessage id="transfer.noGames" />
        </p>
      ) : null}
      <AmountField
        label={<FormattedMessage id="transfer.amount" values={{ unit: money.unit }} />}
        value={amountText}
        onValueChange={setAmountText}
        placeholder={money.placeholder}
        readOnly={busy}
        error={shown?.field === 'amount' ? problemText(shown.problem) : undefined}
      />
      {busy && checking ? (
        <CheckingNote text={intl.formatMessage({ id: 'order.checking' })} />
      ) : null}
      {/* The running button stays enabled (busy, ignoring taps) so it keeps the focus. */}
      <Button
        type="submit"
        block
        disabled={!check.ok || running === 'all'}
        loading={running === 'one'}
      >
        <FormattedMessage id="transfer.submit" />
      </Button>
      <div
        css={css`
          display: grid;
          gap: 8px;
          padding-top: 12px;
          border-top: 1px solid ${theme.border};
        `}
      >
        <p
          id={allHintId}
          css={css`margin: 0; min-height: 40px; font-size: 14px; color: ${theme.textMuted};`}
        >
          {allHint}
        </p>
        <Button
          variant="secondary"
          block
          aria-describedby={allHintId}
          disabled={!plan || plan.satang === 0 || running === 'one'}
          loading={running === 'all'}
          onClick={() => void move.run('all')}
        >
          <FormattedMessage id="transfer.all" />
        </Button>
      </div>
    </form>
  );
}
