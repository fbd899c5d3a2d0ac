import { css, useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';

/**
 * The prompt on the home screen for members whose bank needs an English account name
 * (docs/product.md#deposit). A banner rather than a modal that opens by itself: the agreement modal
 * already opens on its own on this screen, and two at once would be hostile.
 */
export function BankNamePrompt({ onEdit }: { onEdit: () => void }) {
  const theme = useTheme();
  return (
    <div
      role="note"
      css={css`
        display: flex;
        align-items: center;
        gap: 10px;
        margin-bottom: 12px;
        padding: 10px 12px;
        border-radius: ${theme.radius};
        border: 1px solid ${theme.warning};
        background: ${theme.surface};
        font-size: 14px;
      `}
    >
      <span css={css`flex: 1;`}>
        <FormattedMessage id="bankName.prompt" />
      </span>
      <Button size="sm" variant="secondary" onClick={onEdit}>
        <FormattedMessage id="bankName.edit" />
      </Button>
    </div>
  );
}
