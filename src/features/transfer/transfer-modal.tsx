/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberModalProps } from '../../domain/member-modals';
import { useWallet } from '../../domain/wallet';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { TransferForm } from './transfer-form';
import { TransferReceipt, type TransferRecord } from './transfer-receipt';

/**
 * The transfer modal (docs/product.md#transfer), a member-wide modal: money between the
 * main wallet and the active game accounts. Opened from a game (`game`), that game is the
 * target and the main wallet the source. It cannot be dismissed while money is moving; once
 * money has moved, closing it in any way reloads the wallet (docs/product.md#home).
 */
export default function TransferModal({ onClose, game }: MemberModalProps) {
  const intl = useIntl();
  const wallet = useWallet();
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState<TransferRecord | null>(null);
  return (
    <Modal
      open
      onClose={() => onClose(moved !== null)}
      dismissible={!busy}
      title={<FormattedMessage id="transfer.title" />}
      onRetry={() => wallet.mutate()}
    >
      {moved ? (
        <TransferReceipt record={moved} onDone={() => onClose(true)} />
      ) : wallet.data ? (
        <TransferForm wallet={wallet.data} initialGame={game} onBusy={setBusy} onMoved={setMoved} />
      ) : wallet.error ? (
        <p css={css`margin: 0; display: flex; align-items: center; gap: 8px;`}>
          <FormattedMessage id="transfer.loadFailed" />
          <Button variant="secondary" size="sm" onClick={() => void wallet.mutate()}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </p>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      )}
    </Modal>
  );
}
