/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useErrorText } from '../../domain/error-text';
import { useFeature } from '../../domain/features';
import { useMutations } from '../../domain/mutations';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { Modal } from '../../ui/modal';
import { PasswordField } from '../../ui/password-field';
import { useAction } from '../../ui/use-action';
import { type PasswordForm, type PasswordProblem, passwordProblems } from './password-rules';

const REQUIRED_TEXT: Record<keyof PasswordForm, MessageDescriptor> = {
  oldPassword: { id: 'password.oldRequired' },
  newPassword: { id: 'password.newRequired' },
  confirm: { id: 'password.confirmRequired' },
};

const NOT_EQUAL_TEXT: MessageDescriptor = { id: 'password.notEqual' };

function problemText(field: keyof PasswordForm, problem: PasswordProblem | undefined) {
  if (!problem) return undefined;
  return <FormattedMessage {...(problem === 'notEqual' ? NOT_EQUAL_TEXT : REQUIRED_TEXT[field])} />;
}

/**
 * Change password (docs/product.md#profile): old, new and confirmation required, new and
 * confirmation equal, else nothing is sent; PUT /api/account/changepwd. Success shows the
 * "saved" dialog and closes; where the backend has the `sessions` capability the member
 * chooses whether the other devices are logged out (default: they are); a refusal (WRONG_PASSWORD, ...) shows the server's message in
 * an error dialog and keeps what was typed. The hidden username and the autocomplete
 * tokens let a password manager offer to update the saved login.
 */
export default function ChangePasswordModal({
  username,
  onClose,
}: {
  username: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const mutations = useMutations();
  const [form, setForm] = useState<PasswordForm>({ oldPassword: '', newPassword: '', confirm: '' });
  const [problems, setProblems] = useState<ReturnType<typeof passwordProblems>>({});
  // Where the backend lists devices, the member chooses; ending them is the default (and
  // what a backend without the capability always does).
  const sessionsOn = useFeature('sessions');
  const [endOthers, setEndOthers] = useState(true);

  // Set once the change went through: a tap that lands before the modal has gone sends
  // nothing more (the old password no longer matches anyway).
  const changed = useRef(false);
  const save = useAction(async () => {
    if (changed.current) return;
    const found = passwordProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await mutations.changePassword({
      oldPassword: form.oldPassword,
      newPassword: form.newPassword,
      ...(sessionsOn ? { endOtherSessions: endOthers } : {}),
    });
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'password.failed' }), errorText(result.error));
      return;
    }
    changed.current = true;
    onClose();
    void dialog.success(intl.formatMessage({ id: 'password.saved' }));
  });

  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    error: problemText(name, problems[name]),
    onChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!save.busy}
      title={<FormattedMessage id="password.title" />}
    >
      <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 14px;`}>
        {/* Whose password this is, for the password manager; never shown. */}
        <input
          hidden
          readOnly
          type="text"
          name="username"
          autoComplete="username"
          value={username}
        />
        <PasswordField
          label={<FormattedMessage id="password.old" />}
          toggleLabel={intl.formatMessage({ id: 'password.show.old' })}
          name="oldPassword"
          autoComplete="current-password"
          autoFocus
          {...field('oldPassword')}
        />
        <PasswordField
          label={<FormattedMessage id="password.new" />}
          toggleLabel={intl.formatMessage({ id: 'password.show.new' })}
          name="newPassword"
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label={<FormattedMessage id="password.confirm" />}
          toggleLabel={intl.formatMessage({ id: 'password.show.confirm' })}
          name="confirmPassword"
          autoComplete="new-password"
          {...field('confirm')}
        />
        {sessionsOn ? (
          <label css={css`display: flex; align-items: center; gap: 8px; min-height: 44px;`}>
            <input
              type="checkbox"
              name="endOtherSessions"
              checked={endOthers}
              onChange={(event) => setEndOthers(event.target.checked)}
              css={css`width: 20px; height: 20px;`}
            />
            <FormattedMessage id="password.endOthers" />
          </label>
        ) : null}
        <Button type="submit" block loading={save.busy}>
          <FormattedMessage id="password.save" />
        </Button>
      </form>
    </Modal>
  );
}
