/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Coupon } from '../../api';
import { useMoney } from '../../domain/currency';
import { Button } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { type Column, Table } from '../../ui/table';
import { useTheme } from '../../ui/theme';

/** docs/product.md#limits-and-formats: the coupon table shows 3 a page. */
export const COUPONS_PER_PAGE = 3;

export interface CouponTableProps {
  /** Undefined while the first list loads. */
  coupons: readonly Coupon[] | undefined;
  /** The list could not be loaded (and there is none to show). */
  failed: boolean;
  loading: boolean;
  /** The label of a slice code on the current wheel (the code itself when it is not on it). */
  sliceLabel: (code: string) => string;
  onRetry: () => void;
  onClaim: (coupon: Coupon) => void;
}

/**
 * The member's unclaimed coupons (docs/product.md#coupons): prize, slice, amount and a claim
 * button each, 3 a page, paged on the device (the API returns the whole list).
 */
export function CouponTable({
  coupons,
  failed,
  loading,
  sliceLabel,
  onRetry,
  onClaim,
}: CouponTableProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const total = coupons?.length ?? 0;
  // A claim can empty the last page: show the last page there is.
  const pages = Math.max(1, Math.ceil(total / COUPONS_PER_PAGE));
  const current = Math.min(page, pages);
  const rows = coupons?.slice((current - 1) * COUPONS_PER_PAGE, current * COUPONS_PER_PAGE);
  const title = intl.formatMessage({ id: 'spin.coupons.title' });

  const columns: Column<Coupon>[] = [
    {
      key: 'prize',
      header: <FormattedMessage id="spin.coupons.prize" />,
      cell: (c) => c.prize.name,
    },
    {
      key: 'slice',
      header: <FormattedMessage id="spin.coupons.slice" />,
      cell: (c) => sliceLabel(c.prize.slice),
    },
    {
      key: 'amount',
      header: <FormattedMessage id="spin.coupons.amount" values={{ unit: money.unit }} />,
      cell: (c) => money.format(c.amount),
      align: 'end',
    },
    {
      key: 'claim',
      header: (
        <span className="visually-hidden">{intl.formatMessage({ id: 'spin.coupons.claim' })}</span>
      ),
      cell: (c) => (
        <Button
          aria-label={intl.formatMessage({ id: 'spin.coupons.claimName' }, { prize: c.prize.name })}
          onClick={() => onClaim(c)}
        >
          <FormattedMessage id="spin.coupons.claim" />
        </Button>
      ),
      align: 'end',
    },
  ];

  return (
    <section aria-labelledby={headingId} css={css`margin-top: 24px;`}>
      <h2 id={headingId} css={css`margin: 0 0 6px; font-size: 16px;`}>
        {title}
      </h2>
      {failed && !coupons ? (
        <div css={css`display: flex; align-items: center; gap: 12px; flex-wrap: wrap;`}>
          <p css={css`margin: 0; color: ${theme.textMuted};`}>
            <FormattedMessage id="spin.coupons.loadFailed" />
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      ) : (
        // Three rows' height kept while loading, so nothing below jumps when they arrive.
        <div css={css`min-height: ${44 + COUPONS_PER_PAGE * 61}px;`}>
          <Table
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={(c) => c._id}
            loading={loading}
            empty={<FormattedMessage id="spin.coupons.empty" />}
          />
          <Pagination
            page={current}
            total={total}
            pageSize={COUPONS_PER_PAGE}
            onChange={setPage}
            label={intl.formatMessage({ id: 'spin.coupons.pages' })}
          />
        </div>
      )}
    </section>
  );
}
