/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Passkey } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { platformPasskeyAvailable, rememberPasskeyOffer } from '../../domain/passkeys';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { ReadFailed } from '../../ui/read-failed';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkey-list';

/**
 * The profile's passkeys (docs/product.md#passkeys), loaded only when the backend announces
 * `passkeys`: each with its device, when it was added and last used, and a remove button;
 * "Log in with fingerprint or face next time" when this device can hold one.
 */
export default function PasskeysSection({ username }: { username: string }) {
  const theme = useTheme();
  const intl = useIntl();
  const { timeZone } = useBrand();
  const dialog = useDialog();
  const errorText = useErrorText();
  const headingId = useId();
  const list = usePasskeys();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const [canAdd, setCanAdd] = useState(false);

  useEffect(() => {
    let live = true;
    void platformPasskeyAvailable().then((available) => {
      if (live) setCanAdd(available);
    });
    return () => {
      live = false;
    };
  }, []);

  const add = useAction(async () => {
    const outcome = await addPasskey();
    if (outcome.ok) {
      rememberPasskeyOffer(username, 'added');
      void dialog.success(intl.formatMessage({ id: 'profile.passkey.added' }));
    } else if (outcome.error !== 'cancelled') {
      void dialog.error(
        intl.formatMessage({ id: 'profile.passkey.addFailed' }),
        outcome.error === 'device'
          ? intl.formatMessage({ id: 'passkey.deviceFailed' })
          : errorText(outcome.error),
      );
    }
  });

  const remove = useAction(async (passkey: Passkey, name: string) => {
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'profile.passkey.removeTitle' }),
      text: intl.formatMessage({ id: 'profile.passkey.removeText' }, { name }),
      confirmLabel: intl.formatMessage({ id: 'profile.passkey.removeConfirm' }),
      danger: true,
    });
    if (!confirmed) return;
    const result = await removePasskey(passkey.id);
    if (!result.ok) {
      void dialog.error(
        intl.formatMessage({ id: 'profile.passkey.removeFailed' }),
        errorText(result.error),
      );
    }
  });

  let body = null;
  if (list.data) {
    body =
      list.data.passkeys.length === 0 ? (
        <p css={css`margin: 0; color: ${theme.textMuted};`}>
          <FormattedMessage id="profile.passkey.none" />
        </p>
      ) : (
        <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;`}>
          {list.data.passkeys.map((passkey, index) => {
            const name = passkey.name ?? intl.formatMessage({ id: 'profile.passkey.unnamed' });
            return (
              <li
                key={passkey.id}
                css={css`
                  display: flex;
                  align-items: center;
                  gap: 12px;
                  padding: 10px 12px;
                  border-radius: ${theme.radius};
                  background: ${theme.surface};
                `}
              >
                <div css={css`flex: 1; min-width: 0; overflow-wrap: anywhere;`}>
                  <div css={css`font-weight: 600;`}>{name}</div>
                  <div css={css`font-size: 14px; color: ${theme.textMuted};`}>
                    <FormattedMessage
                      id="profile.passkey.created"
                      values={{ time: formatDateTime(passkey.createdAt, timeZone) }}
                    />
                  </div>
                  <div css={css`font-size: 14px; color: ${theme.textMuted};`}>
                    {passkey.lastUsedAt ? (
                      <FormattedMessage
                        id="profile.passkey.lastUsed"
                        values={{ time: formatDateTime(passkey.lastUsedAt, timeZone) }}
                      />
                    ) : (
                      <FormattedMessage id="profile.passkey.neverUsed" />
                    )}
                  </div>
                </div>
                {/* "Remove" on screen; numbered for screen readers, so no two share a name. */}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.busy}
                  aria-label={intl.formatMessage(
                    { id: 'profile.passkey.remove' },
                    { number: index + 1, name },
                  )}
                  onClick={() => void remove.run(passkey, name)}
                  css={css`flex: none; min-height: 44px;`}
                >
                  <FormattedMessage id="profile.passkey.removeShort" />
                </Button>
              </li>
            );
          })}
        </ul>
      );
  } else if (list.error) {
    body = (
      <ReadFailed retrying={list.isValidating} onRetry={() => void list.mutate()}>
        <FormattedMessage id="profile.passkey.listFailed" />
      </ReadFailed>
    );
  } else {
    body = <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: 10px;
        margin-top: 16px;
        padding-top: 16px;
        border-top: 1px solid ${theme.border};
      `}
    >
      <h2 id={headingId} css={css`margin: 0; font-size: 18px;`}>
        <FormattedMessage id="profile.passkey.title" />
      </h2>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="profile.passkey.hint" />
      </p>
      {body}
      {canAdd ? (
        <Button variant="secondary" block loading={add.busy} onClick={() => void add.run()}>
          <FormattedMessage id="profile.passkey.add" />
        </Button>
      ) : null}
    </section>
  );
}
