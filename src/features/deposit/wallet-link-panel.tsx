/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DepositWallet } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useOrderChecking } from '../../domain/money-order';
import { useMutations } from '../../domain/mutations';
import { useWallet } from '../../domain/wallet';
import { formatDateTime } from '../../lib/format';
import { safeHttpUrl } from '../../lib/safe-url';
import { Button } from '../../ui/button';
import { CheckingNote } from '../../ui/checking-note';
import { useDialog } from '../../ui/dialog-state';
import { Field } from '../../ui/field';
import { Receipt } from '../../ui/receipt';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { useDepositBalances } from './deposit-balances';
import { useDepositErrorText } from './deposit-limit';
import type { DepositPanelControls } from './deposit-modal';
import { usePanelBusy } from './use-panel-busy';

/** The wallet-link minimum (docs/product.md#limits-and-formats): 2 baht; the server checks the voucher. */
export const WALLET_LINK_MIN = 2;

/**
 * Deposit by wallet-app link (docs/product.md#wallet-app-link): the player pastes a
 * voucher link from their wallet app (e.g. TrueMoney); the wallet encrypts it on the
 * phone under the brand's public key (RSA-OAEP, SHA-256) and sends only that, once. The
 * wallet is credited with what the voucher holds. A refusal (TRUELINK_INVALID,
 * TRUELINK_DUPLICATE, ...) shows in a popup and the link stays in the field.
 */
export function WalletLinkPanel({
  wallets,
  close,
  setBusy,
}: { wallets: DepositWallet[] } & DepositPanelControls) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const money = useMoney();
  const dialog = useDialog();
  const errorText = useDepositErrorText();
  const mutations = useMutations();
  const checking = useOrderChecking();
  const wallet = useWallet();
  const balances = useDepositBalances(wallet);
  // The field's box: Field takes no ref, and focus goes back to its input.
  const fieldBox = useRef<HTMLDivElement>(null);
  const focusField = () => fieldBox.current?.querySelector('input')?.focus();
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [doneAt, setDoneAt] = useState<number | null>(null);
  const names = wallets.map((item) => item.walletAccountName).join(', ');
  const canPaste = typeof navigator !== 'undefined' && Boolean(navigator.clipboard?.readText);

  const send = useAction(async (typed: string) => {
    const result = await mutations.sendWalletLink(typed, brand.truelinkPublicKey);
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      return;
    }
    setDoneAt(Date.now());
  });
  usePanelBusy(send.busy, setBusy);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = link.trim();
    if (!typed) return;
    // Not a web address: the server would refuse it too, so it is not sent at all.
    if (!safeHttpUrl(typed)) {
      setInvalid(true);
      focusField();
      return;
    }
    void send.run(typed);
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      if (text.trim()) {
        setLink(text.trim());
        setInvalid(false);
      }
    } catch {
      // Clipboard reading refused: the player can still long-press the field to paste.
    }
    focusField();
  };

  if (doneAt !== null) {
    return (
      <Receipt
        title={<FormattedMessage id="deposit.wallet.done" />}
        lines={[
          { label: <FormattedMessage id="receipt.from" />, value: names },
          {
            label: <FormattedMessage id="receipt.to" />,
            value: <FormattedMessage id="receipt.mainWallet" />,
          },
          {
            label: <FormattedMessage id="receipt.amount" />,
            value: <FormattedMessage id="deposit.wallet.voucherAmount" />,
          },
          {
            label: <FormattedMessage id="receipt.time" />,
            value: formatDateTime(doneAt, brand.timeZone),
          },
        ]}
        balances={balances}
        onDone={() => close(true)}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 12px;`}>
      <p css={css`margin: 0;`}>
        <FormattedMessage id="deposit.wallet.intro" values={{ wallet: names }} />
      </p>
      <div ref={fieldBox}>
        <Field
          label={<FormattedMessage id="deposit.wallet.link" />}
          name="voucherLink"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          placeholder={intl.formatMessage({ id: 'deposit.wallet.placeholder' })}
          value={link}
          readOnly={send.busy}
          onChange={(event) => {
            setLink(event.target.value);
            setInvalid(false);
          }}
          hint={
            <FormattedMessage
              id="deposit.wallet.minimum"
              values={{ money: money.format(WALLET_LINK_MIN) }}
            />
          }
          error={invalid ? <FormattedMessage id="error.TRUELINK_INVALID" /> : undefined}
          trailing={
            canPaste ? (
              <Button variant="secondary" disabled={send.busy} onClick={() => void paste()}>
                <FormattedMessage id="deposit.wallet.paste" />
              </Button>
            ) : undefined
          }
        />
      </div>
      {send.busy && checking ? (
        <CheckingNote text={intl.formatMessage({ id: 'order.checking' })} />
      ) : null}
      <Button type="submit" block loading={send.busy} disabled={!link.trim()}>
        <FormattedMessage id="deposit.wallet.send" />
      </Button>
      <p css={css`margin: 0; font-size: 13px; color: ${theme.textMuted};`}>
        <FormattedMessage id="deposit.wallet.private" />
      </p>
    </form>
  );
}
