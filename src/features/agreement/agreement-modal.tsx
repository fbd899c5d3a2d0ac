/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { writeLocal } from '../../lib/storage';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';

/**
 * The agreement (docs/product.md#home): the server's texts, sanitised (SafeHtml), and a checkbox
 * and accept button; accepting stores localStorage `agreed`. It opens by itself (see
 * use-agreement-prompt.ts).
 */
export function AgreementModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const checkId = useId();
  const [checked, setChecked] = useState(false);
  const { data, isLoading, mutate } = useSWR(lookupPaths.agreements, () =>
    unwrap(lookupApi.agreements()),
  );

  const accept = () => {
    writeLocal('agreed', 'true');
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={<FormattedMessage id="agreement.title" />}
      onRetry={() => mutate()}
      footer={
        <Button block disabled={!checked} onClick={accept}>
          <FormattedMessage id="agreement.accept" />
        </Button>
      }
    >
      {isLoading ? <Spinner label={intl.formatMessage({ id: 'ui.loading' })} /> : null}
      {data ? (
        <div css={css`display: grid; gap: 12px;`}>
          {data.map((html, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list has no ids and does not reorder
            <SafeHtml key={index} html={html} />
          ))}
        </div>
      ) : null}
      <label
        htmlFor={checkId}
        css={css`display: flex; align-items: center; gap: 8px; margin-top: 16px;`}
      >
        <input
          id={checkId}
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          css={css`width: 20px; height: 20px;`}
        />
        <FormattedMessage id="agreement.check" />
      </label>
    </Modal>
  );
}
