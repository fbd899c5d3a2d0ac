/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileResult } from '../../api';
import { useErrorText } from '../../domain/error-text';
import { useMutations } from '../../domain/mutations';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';

/**
 * Edit the profile name: PUT /api/account/profile with the name and the member's bank
 * fields exactly as the profile has them (docs/api.md#account-and-login), so only the
 * name changes. A refusal shows the server's message and keeps the name typed.
 */
export function EditNameModal({
  profile,
  onClose,
}: {
  profile: ProfileResult;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const dialog = useDialog();
  const errorText = useErrorText();
  const mutations = useMutations();
  const [name, setName] = useState(profile.profile.name);
  const [required, setRequired] = useState(false);

  const save = useAction(async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setRequired(true);
      return;
    }
    const { bankCode, bankAccountName, bankAccountNo } = profile.bankAccount;
    const result = await mutations.updateProfile({
      name: trimmed,
      bankCode,
      bankAccountName,
      bankAccountNo,
    });
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'profile.saveFailed' }), errorText(result.error));
      return;
    }
    toast.success(intl.formatMessage({ id: 'profile.saved' }));
    onClose();
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
      title={<FormattedMessage id="profile.editName" />}
    >
      <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 14px;`}>
        <Field
          label={<FormattedMessage id="profile.name" />}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          error={required ? <FormattedMessage id="profile.nameRequired" /> : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setRequired(false);
          }}
          data-autofocus
        />
        <Button type="submit" block loading={save.busy}>
          <FormattedMessage id="profile.save" />
        </Button>
      </form>
    </Modal>
  );
}
