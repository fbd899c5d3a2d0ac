/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Statement } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { formatDateTime } from '../../lib/format';
import { amountSign } from '../../lib/format-details';
import { useTheme } from '../../ui/theme';
import { LINK_TEXT, linkedDescriptions, statusKind, TYPE_TEXT } from './statement-texts';
import { StatusBadge } from './status-badge';

/** A row's fixed minimum height: a page of rows arriving does not move the pagination much. */
export const ROW_MIN_HEIGHT = 96;

/**
 * One statement row as a card that fits 360 px: type and signed amount, status and date,
 * from and to, and the linked bonus, promotion, invite, refund or lucky-draw description
 * (server text, shown as text). Memoised: a tap on another page re-renders the screen
 * while the old page's rows stay (the same objects until the new page arrives), and
 * rendering them again was most of that tap's time on a slow phone.
 */
export const StatementRow = memo(function StatementRow({
  row,
  accountName,
}: {
  row: Statement;
  accountName: (code: string, row?: Statement) => string;
}) {
  const theme = useTheme();
  const intl = useIntl();
  const { timeZone } = useBrand();
  const money = useMoney();
  const type = TYPE_TEXT[row.statementType];
  const sign = amountSign(row.statementType);
  const links = linkedDescriptions(row);
  const muted = css`color: ${theme.textMuted};`;
  return (
    <article
      css={css`
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 4px 12px;
        min-height: ${ROW_MIN_HEIGHT}px;
        padding: 10px 12px;
        border-radius: ${theme.radius};
        background: ${theme.surface};
        font-size: 14px;
      `}
    >
      <strong css={css`font-size: 15px;`}>
        {type ? intl.formatMessage(type) : row.statementType}
      </strong>
      <strong
        css={css`
          text-align: end;
          font-size: 15px;
          font-variant-numeric: tabular-nums;
          color: ${sign === '+' ? theme.success : theme.text};
        `}
      >
        {sign}
        {money.format(row.amount)}
      </strong>
      <span>
        <StatusBadge kind={statusKind(row.status)} />
      </span>
      <time dateTime={row.createdAt} css={[muted, css`text-align: end;`]}>
        {formatDateTime(row.createdAt, timeZone)}
      </time>
      <p css={css`grid-column: 1 / -1; margin: 0; overflow-wrap: break-word;`}>
        <span css={muted}>
          <FormattedMessage id="statement.from" />
        </span>{' '}
        {accountName(row.from, row)}
        <span aria-hidden="true" css={[muted, css`margin: 0 6px;`]}>
          →
        </span>
        <span css={muted}>
          <FormattedMessage id="statement.to" />
        </span>{' '}
        {accountName(row.to, row)}
      </p>
      {links.map(({ kind, description }) => (
        <p
          key={kind}
          css={[muted, css`grid-column: 1 / -1; margin: 0; overflow-wrap: break-word;`]}
        >
          {intl.formatMessage(
            { id: 'statement.linked' },
            { kind: intl.formatMessage(LINK_TEXT[kind]), description },
          )}
        </p>
      ))}
    </article>
  );
});
