/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { type ApiError, type RefundItem, refundApi, refundPaths, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useErrorText, useServerMessage } from '../../domain/error-text';
import { useOrderChecking } from '../../domain/money-order';
import { useMutations } from '../../domain/mutations';
import { pagedKey } from '../../domain/revalidate';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { CheckingNote } from '../../ui/checking-note';
import { useDialog } from '../../ui/dialog-state';
import { Modal } from '../../ui/modal';
import { PagedTable } from '../../ui/paged-table';
import { Spinner } from '../../ui/spinner';
import type { Column } from '../../ui/table';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';

/** Refund tables show 10 per page, page 1 first (docs/product.md#limits-and-formats). */
export const PAGE_SIZE = 10;

/**
 * The plain refund modal (docs/product.md#invite-and-refund): the refund check, receive
 * (disabled while the member has an active bonus), add to wallet, and the refunds
 * received, 10 per page. Both actions reload the wallet as soon as they succeed.
 */
export function RefundModal({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const { timeZone } = useBrand();
  const dialog = useDialog();
  const toast = useToast();
  const errorText = useErrorText();
  const serverMessage = useServerMessage();
  const mutations = useMutations();
  const checking = useOrderChecking();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const check = useSWR(refundPaths.check, () => unwrap(refundApi.check()));
  const list = useSWR(
    pagedKey(refundPaths.list, page),
    ([, current]) => unwrap(refundApi.list({ page: current, limit: PAGE_SIZE })),
    { keepPreviousData: true },
  );
  const refund = check.data;
  const blocked = !refund || refund.bonus || refund.refundAmount <= 0;

  const failed = (error: ApiError) =>
    void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(error));

  const receive = useAction(async () => {
    if (!refund) return;
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'refund.confirmTitle' }),
      text: intl.formatMessage(
        { id: 'refund.confirmRates' },
        {
          money: money.format(refund.refundAmount),
          success: refund.refundSuccess,
          fail: refund.refundFail,
        },
      ),
      confirmLabel: intl.formatMessage({ id: 'refund.receive' }),
    });
    if (!confirmed) return;
    const result = await mutations.receiveRefund();
    if (!result.ok) {
      failed(result.error);
      return;
    }
    const text = serverMessage(result.data.message);
    if (result.data.success)
      void dialog.success(intl.formatMessage({ id: 'home.receivedTitle' }), text);
    else void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), text);
  });

  const addWallet = useAction(async () => {
    const result = await mutations.refundToWallet();
    if (!result.ok) {
      failed(result.error);
      return;
    }
    toast.success(intl.formatMessage({ id: 'refund.added' }));
  });

  const columns: Column<RefundItem>[] = [
    {
      key: 'date',
      header: <FormattedMessage id="refund.date" />,
      cell: (row) => formatDateTime(row.createdAt, timeZone),
    },
    {
      key: 'amount',
      header: <FormattedMessage id="refund.amountColumn" values={{ unit: money.unit }} />,
      cell: (row) => money.number(row.refundAmount),
      align: 'end',
    },
  ];

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!receive.busy && !addWallet.busy}
      title={<FormattedMessage id="refund.title" />}
      size="lg"
      onRetry={() => Promise.all([check.mutate(), list.mutate()])}
    >
      {/* minmax(0, 1fr): the table scrolls in its box rather than widening the modal. */}
      <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px;`}>
        <section
          css={css`
            display: grid;
            gap: 6px;
            padding: 12px;
            border-radius: ${theme.radius};
            background: ${theme.surfaceAlt};
          `}
        >
          {check.isLoading ? <Spinner label={intl.formatMessage({ id: 'ui.loading' })} /> : null}
          {refund ? (
            <>
              {/* Said once: with a bonus running, the wallet's own words say why the
                  buttons are off, in place of the server's text (which says it too). */}
              {refund.bonus ? (
                <p css={css`margin: 0; color: ${theme.warning};`}>
                  <FormattedMessage id="refund.bonusActive" />
                </p>
              ) : (
                <p css={css`margin: 0;`}>{refund.info}</p>
              )}
              <p css={css`margin: 0; display: flex; justify-content: space-between; gap: 8px;`}>
                <span css={css`color: ${theme.textMuted};`}>
                  <FormattedMessage id="refund.amount" />
                </span>
                <strong css={css`color: ${theme.accent}; font-variant-numeric: tabular-nums;`}>
                  {money.format(refund.refundAmount)}
                </strong>
              </p>
              <p css={css`margin: 0; color: ${theme.textMuted}; font-size: 14px;`}>
                <FormattedMessage
                  id="refund.rates"
                  values={{ success: refund.refundSuccess, fail: refund.refundFail }}
                />
              </p>
            </>
          ) : null}
          {/* Side by side while both labels fit on one line each, else one above the other:
              two fixed halves wrapped "Receive refund" onto two lines on a 360 px phone. */}
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 8px;
              & > button {
                flex: 1 1 auto;
              }
            `}
          >
            {(receive.busy || addWallet.busy) && checking ? (
              <CheckingNote text={intl.formatMessage({ id: 'order.checking' })} />
            ) : null}
            <Button
              disabled={blocked || addWallet.busy}
              loading={receive.busy}
              onClick={() => void receive.run()}
            >
              <FormattedMessage id="refund.receive" />
            </Button>
            <Button
              variant="secondary"
              disabled={blocked || receive.busy}
              loading={addWallet.busy}
              onClick={() => void addWallet.run()}
            >
              <FormattedMessage id="refund.addWallet" />
            </Button>
          </div>
        </section>
        <PagedTable
          title={<FormattedMessage id="refund.list" />}
          columns={columns}
          rows={list.data?.refunds}
          rowKey={(row, index) => `${page}-${index}-${row.createdAt}`}
          loading={list.isLoading}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      </div>
    </Modal>
  );
}
