/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import { type InviteItem, inviteApi, inviteLink, invitePaths, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { pagedKey } from '../../domain/revalidate';
import { useWallet } from '../../domain/wallet';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { PagedTable } from '../../ui/paged-table';
import type { Column } from '../../ui/table';
import { useTheme } from '../../ui/theme';
import { useCopy } from '../../ui/use-copy';
import { ReceiveInviteButton } from './receive-invite-button';

// The QR code (and qrcode.react) is a chunk of its own, asked for as the modal opens: the
// home screen's first download never carries it (docs/architecture.md#performance-budgets).
const InviteQr = lazy(() => import('./invite-qr').then((m) => ({ default: m.InviteQr })));
/** The QR card's side while its chunk arrives: nothing below it moves (invite-qr.tsx). */
const QR_SPACE = 216;

/** Invite tables show 10 per page, page 1 first (docs/product.md#limits-and-formats). */
export const PAGE_SIZE = 10;

/**
 * The plain invite modal (docs/product.md#home): the member's invite link (site origin +
 * /register?code=PR + id) with copy, the link as a QR code with save and share
 * (invite-qr.tsx), the invite bonus with its receive button, and the friends invited, 10
 * per page.
 */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
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
  const columns: Column<InviteItem>[] = [
    {
      key: 'friend',
      header: <FormattedMessage id="invite.friend" />,
      cell: (row) => row.from.name,
    },
    {
      key: 'amount',
      header: <FormattedMessage id="invite.amount" values={{ unit: money.unit }} />,
      cell: (row) => money.number(row.amount),
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
        </div>
        {link ? (
          <Suspense fallback={<div css={css`height: ${QR_SPACE}px;`} />}>
            <InviteQr link={link} />
          </Suspense>
        ) : (
          <div css={css`height: ${QR_SPACE}px;`} />
        )}
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
