/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';

/** The member menu's conditions: each condition text from the server, then a confirm. */
export function ConditionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useSWR(open ? lookupPaths.conditions : null, () =>
    unwrap(lookupApi.conditions()),
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="conditions.title" />}
      onRetry={() => mutate()}
      footer={
        <Button block onClick={onClose} data-autofocus>
          <FormattedMessage id="conditions.confirm" />
        </Button>
      }
    >
      {isLoading ? <Spinner label={intl.formatMessage({ id: 'ui.loading' })} /> : null}
      {error && !data ? (
        <p>
          <FormattedMessage id="conditions.loadFailed" />{' '}
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </p>
      ) : null}
      {data ? (
        <ol css={css`margin: 0; padding-left: 20px; display: grid; gap: 12px;`}>
          {data.conditions.map((html, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list has no ids and does not reorder
            <li key={index}>
              <SafeHtml html={html} />
            </li>
          ))}
        </ol>
      ) : null}
    </Modal>
  );
}
