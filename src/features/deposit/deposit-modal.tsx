/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { depositLookupApi, lookupPaths, unwrap } from '../../api';
import { useMoney } from '../../domain/currency';
import type { MemberModalProps } from '../../domain/member-modals';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { AutoDepositPanel } from './auto-deposit-panel';
import { BankTransferPanel } from './bank-transfer-panel';
import { DepositLimitNote } from './deposit-limit';
import { type DepositMode, depositModes } from './deposit-modes';
import { QrDepositPanel } from './qr-deposit-panel';
import { SlipUploadPanel } from './slip-upload-panel';
import { WalletLinkPanel } from './wallet-link-panel';

/** What every deposit panel may do to the modal around it. */
export interface DepositPanelControls {
  /** Close the deposit modal; `changed` (money arrived) reloads the wallet. */
  close: (changed?: boolean) => void;
  /** A money call is in flight: the modal cannot be dismissed meanwhile. */
  setBusy: (busy: boolean) => void;
  /** Switch to another mode (the bank-transfer panel's "upload the slip"). */
  show: (mode: DepositMode) => void;
}

/**
 * The deposit modal (docs/product.md#deposit): the modes the backend's deposit lookup
 * offers, one tab each. A member-wide modal: the home widget opens it by key.
 */
export default function DepositModal({ onClose, tab }: MemberModalProps) {
  const intl = useIntl();
  const lookup = useSWR(lookupPaths.deposit, () => unwrap(depositLookupApi.get()));
  // The tab it was asked to start on (back from the bank-name edit: auto); a mode the
  // lookup does not offer falls back to the first.
  const [chosen, setChosen] = useState<DepositMode | null>((tab as DepositMode) ?? null);
  const [busy, setBusy] = useState(false);
  const money = useMoney();
  const sorted = useMemo(
    () => (lookup.data ? depositModes(lookup.data, money) : null),
    [lookup.data, money],
  );
  const mode = sorted && chosen && sorted.modes.includes(chosen) ? chosen : sorted?.modes[0];
  // A tap on a tab shows it chosen at once; its panel (a form, accounts, a QR code) follows
  // in a render that yields to the browser. Rendered in the tap's own task, the panel kept
  // the tab from answering for over 100 ms on a slow phone
  // (docs/architecture.md#performance-budgets).
  // The first panel, once the modes have arrived, renders with them.
  const panelMode = useDeferredValue(mode) ?? mode;
  const panel = useMemo(() => {
    if (!sorted) return null;
    const controls: DepositPanelControls = { close: onClose, setBusy, show: setChosen };
    switch (panelMode) {
      case 'bank':
        return <BankTransferPanel banks={sorted.manual} {...controls} />;
      case 'auto':
        return <AutoDepositPanel banks={sorted.auto} {...controls} />;
      case 'qr':
        return <QrDepositPanel providers={sorted.providers} {...controls} />;
      case 'wallet':
        return <WalletLinkPanel wallets={sorted.wallets} {...controls} />;
      case 'slip':
        return <SlipUploadPanel {...controls} />;
      default:
        return null;
    }
  }, [sorted, panelMode, onClose]);

  return (
    <Modal
      open
      onClose={() => onClose()}
      dismissible={!busy}
      title={<FormattedMessage id="deposit.title" />}
      size="lg"
      onRetry={() => lookup.mutate()}
    >
      {!sorted ? (
        lookup.error ? (
          <p css={css`margin: 0; display: flex; align-items: center; gap: 8px;`}>
            <FormattedMessage id="deposit.loadFailed" />
            <Button variant="secondary" size="sm" onClick={() => void lookup.mutate()}>
              <FormattedMessage id="ui.retry" />
            </Button>
          </p>
        ) : (
          <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
        )
      ) : !mode ? (
        <p css={css`margin: 0;`}>
          <FormattedMessage id="deposit.none" />
        </p>
      ) : (
        <>
          <DepositLimitNote />
          <Tabs
            label={intl.formatMessage({ id: 'deposit.modes' })}
            tabs={sorted.modes.map((key) => ({
              key,
              label: <FormattedMessage id={`deposit.mode.${key}`} />,
            }))}
            selected={mode}
            onSelect={busy ? () => {} : setChosen}
          >
            {panel}
          </Tabs>
        </>
      )}
    </Modal>
  );
}
