/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BonusActiveCheck } from '../../api';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { useTheme } from '../../ui/theme';
import { panelCss } from './panel-css';

/**
 * The member's active bonus or promotion (docs/product.md#bonus-and-promotions): its type
 * and the cancel button, which asks in a danger confirmation first (the caller's action).
 */
export function ActiveBonusPanel({
  status,
  onCancel,
  cancelling,
  disabled,
}: {
  status: BonusActiveCheck;
  onCancel: () => void;
  cancelling: boolean;
  disabled: boolean;
}) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={panelCss(theme)}>
      <h2 id={headingId} css={css`margin: 0; font-size: 16px;`}>
        <FormattedMessage id="bonus.active.heading" />
      </h2>
      <p
        css={css`
          margin: 0;
          display: flex;
          align-items: center;
          gap: 8px;
          font-weight: 600;
          color: ${theme.success};
        `}
      >
        <CheckIcon size={20} />
        <span>
          <FormattedMessage id="bonus.active.type" values={{ type: status.type ?? 'other' }} />
          {status.code ? (
            <span css={css`color: ${theme.text}; margin-inline-start: 6px;`}>{status.code}</span>
          ) : null}
        </span>
      </p>
      <p css={css`margin: 0; color: ${theme.textMuted}; font-size: 14px;`}>
        <FormattedMessage id="bonus.active.note" />
      </p>
      <Button
        variant="danger"
        block
        loading={cancelling}
        disabled={disabled && !cancelling}
        onClick={onCancel}
      >
        <FormattedMessage id="bonus.cancel" />
      </Button>
    </section>
  );
}
