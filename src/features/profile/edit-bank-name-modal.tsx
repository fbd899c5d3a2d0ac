/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BankAccount } from '../../api';
import { useErrorText } from '../../domain/error-text';
import type { MemberModalProps } from '../../domain/member-modals';
import { useMutations } from '../../domain/mutations';
import { type BankNameProblem, bankNameProblem } from '../../domain/rules/account';
import { needsStepUp } from '../../domain/step-up';
import { useWallet } from '../../domain/wallet';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';

const PROBLEM_TEXT: Record<BankNameProblem, string> = {
  required: 'bankName.required',
  // The catalogue's wording: 'Bank account name must be in English only'.
  english: 'error.BANK_ACCOUNT_NAME_ENG',
};

/**
 * The member-wide bank-account-name edit (opened from the home prompt, the deposit and the
 * profile through src/domain/member-modals): the member's bank account from the wallet.
 */
export default function EditBankNameMemberModal({ onClose }: MemberModalProps) {
  const wallet = useWallet();
  if (!wallet.data) return null;
  return <EditBankNameModal bankAccount={wallet.data.bankAccount} onClose={() => onClose()} />;
}

/**
 * Edit bank account name (docs/product.md#profile): PUT /api/account/bankAccountName with
 * the member's bank code; non-empty, English letters and spaces only (typed in capitals).
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
  const mutations = useMutations();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<BankNameProblem | null>(null);

  const save = useAction(async () => {
    const found = bankNameProblem(name);
    setProblem(found);
    if (found) return;
    const result = await mutations.editBankName({
      bankCode: bankAccount.bankCode,
      bankAccountName: name.trim().replace(/\s+/g, ' '),
    });
    // The password dialog was cancelled (capability stepUp): nothing changed, the name stays typed.
    if (needsStepUp(result)) return;
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      return;
    }
    toast.success(intl.formatMessage({ id: 'bankName.saved' }));
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
