/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';
import { CheckIcon } from './icons';
import { Spinner } from './spinner';
import { useJustShown } from './tap-through';
import { useTheme } from './theme';

export interface ReceiptLine {
  label: ReactNode;
  value: ReactNode;
}

export interface ReceiptProps {
  /** What happened, e.g. "Transfer complete". */
  title: ReactNode;
  /** What moved: from, to, amount, time, reference. */
  lines: readonly ReceiptLine[];
  /** The balances after the move, once the wallet has reloaded; undefined while it reloads. */
  balances: readonly ReceiptLine[] | undefined;
  onDone: () => void;
}

/**
 * A money action's receipt (docs/product.md#money): shown in place of the form that sent
 * it, so the player sees what moved and the new balances, never a screen that merely
 * closed. The heading takes the focus, so a screen reader announces the outcome. Done
 * ignores taps for its first moments (TAP_THROUGH_MS).
 */
export function Receipt({ title, lines, balances, onDone }: ReceiptProps) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The receipt takes the place of the button that sent the order: the second tap of a
  // double tap on that button must not close it unread (tap-through.ts).
  const justShown = useJustShown();
  const list = css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
    dt {
      color: ${theme.textMuted};
    }
    dd {
      margin: 0;
      text-align: end;
      font-variant-numeric: tabular-nums;
      overflow-wrap: break-word;
    }
  `;
  const rows = (items: readonly ReceiptLine[]) =>
    items.map((line, index) => (
      // Lines are fixed for the life of a receipt: their order is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <div key={index} css={css`display: contents;`}>
        <dt>{line.label}</dt>
        <dd>{line.value}</dd>
      </div>
    ));
  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: 14px;`}>
      <div css={css`display: flex; align-items: center; gap: 10px;`}>
        <span
          aria-hidden
          css={css`
            display: grid;
            place-items: center;
            width: 36px;
            height: 36px;
            border-radius: 50%;
            border: 2px solid ${theme.success};
            color: ${theme.success};
          `}
        >
          <CheckIcon size={20} />
        </span>
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          css={css`margin: 0; font-size: 18px; outline: none;`}
        >
          {title}
        </h3>
      </div>
      <dl css={list}>{rows(lines)}</dl>
      <div
        css={css`
          padding: 10px 12px;
          border-radius: ${theme.radius};
          background: ${theme.surfaceAlt};
          min-height: 64px;
        `}
      >
        <p css={css`margin: 0 0 6px; font-weight: 600;`}>
          <FormattedMessage id="receipt.balances" />
        </p>
        {balances ? (
          <dl css={list}>{rows(balances)}</dl>
        ) : (
          <Spinner size={18} label={intl.formatMessage({ id: 'receipt.updating' })} />
        )}
      </div>
      <Button block holdTaps={justShown} onClick={onDone}>
        <FormattedMessage id="receipt.done" />
      </Button>
    </section>
  );
}
