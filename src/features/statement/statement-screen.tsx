/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { statementApi, statementPaths, unwrap } from '../../api';
import { useMemberModal } from '../../domain/member-modals';
import { pagedKey } from '../../domain/revalidate';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { ROW_MIN_HEIGHT, StatementRow } from './statement-row';
import { useAccountName } from './use-account-name';

/** The statement shows 10 rows a page (docs/product.md#limits-and-formats). */
export const PAGE_SIZE = 10;

/**
 * /user/statement (docs/product.md#statement-and-slips): POST /api/statement {page, limit:
 * 10}, newest first, as cards that fit 360 px, with the page buttons (3 before the current
 * page, 1 after, first and last). While another page loads the old one stays, marked busy.
 * The slip-status modal belongs to another module: it is opened by key, and only offered
 * when this build registers it.
 */
export function StatementScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const modals = useMemberModal();
  const accountName = useAccountName();
  const [page, setPage] = useState(1);
  // The page buttons answer the tap at once; asking for the page (the request starts as
  // its key changes) follows in a render of its own, after that frame has painted.
  const listPage = useDeferredValue(page);
  const list = useSWR(
    pagedKey(statementPaths.list, listPage),
    ([, current]) => unwrap(statementApi.list({ page: current, limit: PAGE_SIZE })),
    { keepPreviousData: true },
  );
  const rows = list.data?.statements;
  const loadingPage = list.isLoading || (list.isValidating && !list.error);

  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode = null;
  if (rows && rows.length > 0) {
    body = (
      <ul
        aria-label={intl.formatMessage({ id: 'statement.list' })}
        aria-busy={loadingPage || undefined}
        css={css`
          display: grid;
          gap: 8px;
          margin: 0;
          padding: 0;
          list-style: none;
          transition: opacity 0.15s;
          &[aria-busy='true'] {
            opacity: 0.6;
          }
        `}
      >
        {rows.map((row) => (
          <li key={row._id}>
            <StatementRow row={row} accountName={accountName} />
          </li>
        ))}
      </ul>
    );
  } else if (rows) {
    body = (
      <p css={css`margin: 0; padding: 24px 0; text-align: center; color: ${theme.textMuted};`}>
        <FormattedMessage id="statement.empty" />
      </p>
    );
  } else if (!list.error) {
    body = (
      <div css={css`display: grid; place-items: center; min-height: ${ROW_MIN_HEIGHT * 3}px;`}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  }

  return (
    <Page
      title={<FormattedMessage id="statement.title" />}
      actions={
        modals.has('slipStatus') ? (
          <Button variant="secondary" onClick={() => modals.open('slipStatus')}>
            <FormattedMessage id="statement.slipStatus" />
          </Button>
        ) : null
      }
    >
      {list.error ? (
        <div
          role="alert"
          css={css`display: grid; gap: 8px; justify-items: start; margin-bottom: 12px;`}
        >
          <p css={css`margin: 0; color: ${theme.danger};`}>
            <FormattedMessage id="statement.failed" />
          </p>
          <Button
            variant="secondary"
            loading={list.isValidating}
            onClick={() => void list.mutate()}
          >
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      ) : null}
      {/* The list on its own (docs/architecture.md#error-boundaries): a row it cannot show
          leaves the pages and the slip-status button usable. */}
      <ErrorBoundary name="statement.list" resetKey={list.data} onRetry={() => list.mutate()}>
        {body}
      </ErrorBoundary>
      <Pagination
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onChange={goTo}
        label={intl.formatMessage({ id: 'statement.pages' })}
      />
    </Page>
  );
}
