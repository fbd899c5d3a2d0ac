import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { accountApi, accountPaths, type BankAccount, walletPaths } from '../../api';
import { useErrorText } from '../../app/hooks';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { type BankNameProblem, bankNameProblem } from './bank-name';

const PROBLEM_TEXT: Record<BankNameProblem, string> = {
  required: 'bankName.required',
  // Spec §5 wording, from the error catalogue: 'Bank account name must be in English only'.
  english: 'error.BANK_ACCOUNT_NAME_ENG',
};

/**
 * Edit bank account name (spec §5): PUT /api/account/bankAccountName with the member's bank
 * code; the name must be non-empty, English letters and spaces only (typed in capitals).
 */
export function EditBankNameModal({
  bankAccount,
  onClose,
}: {
  bankAccount: BankAccount;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const dialog = useDialog();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<BankNameProblem | null>(null);

  const save = useAction(async () => {
    const found = bankNameProblem(name);
    setProblem(found);
    if (found) return;
    const result = await accountApi.updateBankAccountName({
      bankCode: bankAccount.bankCode,
      bankAccountName: name.trim().replace(/\s+/g, ' '),
    });
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      return;
    }
    toast.success(intl.formatMessage({ id: 'bankName.saved' }));
    await Promise.all([mutate(walletPaths.wallet), mutate(accountPaths.profile)]);
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
      title={<FormattedMessage id="bankName.edit" />}
    >
      <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 14px;`}>
        <Field
          label={<FormattedMessage id="bankName.label" />}
          name="bankAccountName"
          autoComplete="name"
          autoCapitalize="characters"
          value={name}
          error={problem ? <FormattedMessage id={PROBLEM_TEXT[problem]} /> : undefined}
          onChange={(event) => {
            setName(event.target.value.toUpperCase());
            setProblem(null);
          }}
          data-autofocus
        />
        <Button type="submit" block loading={save.busy}>
          <FormattedMessage id="bankName.save" />
        </Button>
      </form>
    </Modal>
  );
}
