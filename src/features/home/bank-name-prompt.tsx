import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import styles from './bank-name-prompt.module.css';

/**
 * The prompt on the home screen for members whose bank needs an English account name
 * (docs/product.md#deposit). A banner rather than a modal that opens by itself: the agreement modal
 * already opens on its own on this screen, and two at once would be hostile.
 */
export function BankNamePrompt({ onEdit }: { onEdit: () => void }) {
  return (
    <div role="note" className={styles.prompt}>
      <span className={styles.text}>
        <FormattedMessage id="bankName.prompt" />
      </span>
      <Button size="sm" variant="secondary" onClick={onEdit}>
        <FormattedMessage id="bankName.edit" />
      </Button>
    </div>
  );
}
