import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { type InviteItem, inviteApi, inviteLink, invitePaths, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { pagedKey } from '../../domain/revalidate';
import { useWallet } from '../../domain/wallet';
import { formatAmount, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { PagedTable } from '../../ui/paged-table';
import type { Column } from '../../ui/table';
import { useCopy } from '../../ui/use-copy';
import { ReceiveInviteButton } from './receive-invite-button';

/** Invite tables show 10 per page, page 1 first (docs/product.md#limits-and-formats). */
export const PAGE_SIZE = 10;

/**
 * The plain invite modal (docs/product.md#home): the member's invite link (site origin + /register?code=PR
 * + id) with copy and the phone's share sheet, the invite bonus with its receive button,
 * and the friends invited, 10 per page.
 */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const copy = useCopy();
  const [page, setPage] = useState(1);
  const wallet = useWallet().data;
  const money = useMoney();
  const link = wallet ? inviteLink(window.location.origin, wallet.profile._id) : '';
  const list = useSWR(
    pagedKey(invitePaths.list, page),
    ([, current]) => unwrap(inviteApi.list({ page: current, limit: PAGE_SIZE })),
    { keepPreviousData: true },
  );
  const canShare = typeof navigator.share === 'function';
  const columns: Column<InviteItem>[] = [
    {
      key: 'friend',
      header: <FormattedMessage id="invite.friend" />,
      cell: (row) => row.from.name,
    },
    {
      key: 'amount',
      header: <FormattedMessage id="invite.amount" values={{ unit: money.unit }} />,
      cell: (row) => formatAmount(row.amount),
      align: 'end',
    },
    {
      key: 'date',
      header: <FormattedMessage id="invite.date" />,
      cell: (row) => formatDateTime(row.createdAt, brand.timeZone),
    },
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={<FormattedMessage id="invite.title" />}
      size="lg"
      onRetry={() => list.mutate()}
    >
      {/* minmax(0, 1fr): the table scrolls in its box rather than widening the modal. */}
      <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px;`}>
        <Field
          label={<FormattedMessage id="invite.link" />}
          name="inviteLink"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div css={css`display: flex; gap: 8px; flex-wrap: wrap;`}>
          <Button variant="secondary" disabled={!link} onClick={() => void copy(link)}>
            <FormattedMessage id="invite.copy" />
          </Button>
          {canShare ? (
            <Button
              variant="secondary"
              disabled={!link}
              onClick={() =>
                void navigator
                  .share({
                    title: brand.appName,
                    text: intl.formatMessage(
                      { id: 'invite.shareText' },
                      { appName: brand.appName },
                    ),
                    url: link,
                  })
                  .catch(() => {
                    // The player closed the share sheet: nothing to say.
                  })
              }
            >
              <FormattedMessage id="invite.share" />
            </Button>
          ) : null}
        </div>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            padding: 10px 12px;
            border-radius: ${theme.radius};
            background: ${theme.surfaceAlt};
          `}
        >
          <span css={css`flex: 1;`}>
            <FormattedMessage id="home.inviteBonus" />
          </span>
          <strong css={css`font-variant-numeric: tabular-nums;`}>
            {wallet ? money.format(wallet.invite.amount) : null}
          </strong>
          <ReceiveInviteButton />
        </div>
        <PagedTable
          title={<FormattedMessage id="invite.list" />}
          columns={columns}
          rows={list.data?.invites}
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
