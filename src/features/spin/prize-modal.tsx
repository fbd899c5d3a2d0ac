import { FormattedMessage, useIntl } from 'react-intl';
import type { SpinSlice } from '../../api';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SafeHtml } from '../../ui/safe-html';

/**
 * Where the wheel stopped (docs/product.md#spinning): the slice's label and its description,
 * server HTML shown only through SafeHtml. Closing it sets the wheel up again.
 */
export function PrizeModal({ slice, onClose }: { slice: SpinSlice; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={intl.formatMessage({ id: 'spin.prize.title' }, { label: slice.label })}
      footer={
        <Button onClick={onClose} data-autofocus>
          <FormattedMessage id="ui.ok" />
        </Button>
      }
    >
      <SafeHtml html={slice.htmlDescription} />
    </Modal>
  );
}
