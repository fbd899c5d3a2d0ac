/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { type Slip, safeApiUrl, statementApi, statementPaths, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import type { MemberModalProps } from '../../domain/member-modals';
import { pagedKey } from '../../domain/revalidate';
import { formatDateTime } from '../../lib/format';
import type { SafeUrl } from '../../lib/safe-url';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { ExternalLink } from '../../ui/external-link';
import { CheckIcon, RefreshIcon, Svg } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { PagedTable } from '../../ui/paged-table';
import type { Column } from '../../ui/table';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { closeTab, openBlankTab, sendTab } from './slip-tab';

/** The slip table shows 10 per page (docs/product.md#limits-and-formats). */
export const SLIP_PAGE_SIZE = 10;

export type SlipState = 'success' | 'failed' | 'pending';

/** SUCCESS and FAILED are final; anything else is still being checked (docs/product.md#statement). */
export function slipState(status: string): SlipState {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

const CrossIcon = () => (
  <Svg size={16}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
const ClockIcon = () => (
  <Svg size={16}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

/** A status as a word with its own icon and border style, so colour is never the only cue. */
function StatusBadge({ status }: { status: string }) {
  const theme = useTheme();
  const state = slipState(status);
  const look: Record<SlipState, { colour: string; border: string; icon: ReactNode; id: string }> = {
    success: {
      colour: theme.success,
      border: 'solid',
      icon: <CheckIcon size={16} />,
      id: 'slips.status.success',
    },
    failed: {
      colour: theme.danger,
      border: 'solid',
      icon: <CrossIcon />,
      id: 'slips.status.failed',
    },
    pending: {
      colour: theme.text,
      border: 'dashed',
      icon: <ClockIcon />,
      id: 'slips.status.pending',
    },
  };
  const { colour, border, icon, id } = look[state];
  return (
    <span
      data-state={state}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 4px;
        padding: 2px 8px;
        border-radius: 999px;
        border: 1px ${border} ${colour};
        color: ${colour};
        font-weight: 600;
      `}
    >
      {icon}
      <FormattedMessage id={id} />
    </span>
  );
}

type Outcome = { ok: true; url: SafeUrl } | { ok: false; text: string };

/**
 * The slip-status modal (docs/product.md#slip-status-modal): the member's slips, 10 per
 * page (POST /api/statement/slip), each with its date, amount, status, reason code in
 * brackets and a view-reference action: the slip's own `link`, else the address GET
 * /api/statement/slip/reference/{reference} gives, opened in a new tab, only when it is an
 * http(s) address. A member-wide modal: the deposit and the statement open it by key.
 */
export default function SlipStatusModal({ onClose }: MemberModalProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const { timeZone } = useBrand();
  const toast = useToast();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [blocked, setBlocked] = useState<SafeUrl | null>(null);
  const viewing = useRef(false);
  const list = useSWR(
    pagedKey(statementPaths.slips, page),
    ([, current]) => unwrap(statementApi.slips({ page: current, limit: SLIP_PAGE_SIZE })),
    { keepPreviousData: true },
  );

  const reason = (note: string | null): string => {
    if (!note) return '';
    const id = `slipReason.${note}`;
    // A code outside the list shows as the server sent it.
    return `(${id in intl.messages ? intl.formatMessage({ id }) : note})`;
  };

  /** Where to see a slip, checked: a page address resolves against this page first. */
  async function addressOf(slip: Slip): Promise<Outcome> {
    const refused: Outcome = { ok: false, text: intl.formatMessage({ id: 'slips.unsafeLink' }) };
    const checked = (url: string): Outcome => {
      // A path is on the API host (docs/api.md#conventions); `javascript:` and the like are refused.
      const safe = safeApiUrl(url);
      return safe ? { ok: true, url: safe } : refused;
    };
    if (slip.link) return checked(slip.link);
    if (!slip.reference) return refused;
    const result = await statementApi.slipReference(slip.reference);
    if (!result.ok) return { ok: false, text: errorText(result.error) };
    return checked(result.data.url);
  }

  const view = (slip: Slip) => {
    if (viewing.current) return;
    viewing.current = true;
    setBlocked(null);
    // Opened now, during the tap, so that popup blockers let it through.
    const tab = openBlankTab();
    void addressOf(slip)
      .then((outcome) => {
        if (!outcome.ok) {
          closeTab(tab);
          toast.danger(outcome.text);
          return;
        }
        if (!sendTab(tab, outcome.url)) setBlocked(outcome.url);
      })
      .finally(() => {
        viewing.current = false;
      });
  };

  const columns: Column<Slip>[] = [
    {
      key: 'date',
      header: <FormattedMessage id="slips.date" />,
      cell: (row) => formatDateTime(row.createdAt, timeZone),
    },
    {
      key: 'amount',
      header: <FormattedMessage id="slips.amount" />,
      cell: (row) => money.format(row.amount),
      align: 'end',
    },
    {
      key: 'status',
      header: <FormattedMessage id="slips.status" />,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'reason',
      header: <FormattedMessage id="slips.reason" />,
      cell: (row) => reason(row.note),
    },
    {
      key: 'view',
      header: <FormattedMessage id="slips.view" />,
      cell: (row) =>
        row.link || row.reference ? (
          <Button
            variant="secondary"
            aria-label={intl.formatMessage(
              { id: 'slips.viewSlip' },
              { reference: row.reference ?? formatDateTime(row.createdAt, timeZone) },
            )}
            onClick={() => view(row)}
          >
            <FormattedMessage id="slips.viewShort" />
          </Button>
        ) : null,
    },
  ];

  return (
    <Modal
      open
      onClose={() => onClose()}
      title={<FormattedMessage id="slips.title" />}
      size="lg"
      onRetry={() => list.mutate()}
    >
      {/* minmax(0, 1fr): the table scrolls sideways in its box instead of widening the modal past a 360 px screen. */}
      <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px;`}>
        <div css={css`display: flex; align-items: center; gap: 8px;`}>
          <p css={css`flex: 1; margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
            <FormattedMessage id="slips.intro" />
          </p>
          <Button
            variant="secondary"
            loading={list.isValidating}
            onClick={() => void list.mutate()}
          >
            {list.isValidating ? null : <RefreshIcon size={18} />}
            <FormattedMessage id="slips.refresh" />
          </Button>
        </div>
        {list.error ? (
          <p
            role="alert"
            css={css`margin: 0; display: flex; align-items: center; gap: 8px; color: ${theme.danger};`}
          >
            <span css={css`flex: 1;`}>
              <FormattedMessage id="slips.loadFailed" />
            </span>
            <Button variant="secondary" onClick={() => void list.mutate()}>
              <FormattedMessage id="ui.retry" />
            </Button>
          </p>
        ) : null}
        {blocked ? (
          <p css={css`margin: 0;`}>
            <ExternalLink href={blocked}>
              <FormattedMessage id="slips.openSlip" />
            </ExternalLink>
          </p>
        ) : null}
        {list.error && !list.data ? null : (
          // The table on its own (docs/architecture.md#error-boundaries): a slip it cannot
          // show leaves the refresh button and the dialog's close button usable.
          <ErrorBoundary name="slips.list" resetKey={list.data} onRetry={() => list.mutate()}>
            <PagedTable
              title={<FormattedMessage id="slips.list" />}
              columns={columns}
              rows={list.data?.slips}
              rowKey={(row) => row._id}
              loading={list.isLoading}
              total={list.data?.total ?? 0}
              page={page}
              pageSize={SLIP_PAGE_SIZE}
              onPageChange={setPage}
            />
          </ErrorBoundary>
        )}
      </div>
    </Modal>
  );
}
