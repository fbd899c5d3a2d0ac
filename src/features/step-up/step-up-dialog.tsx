/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorText } from '../../domain/error-text';
import { proveStepUp, stepUpAtom } from '../../domain/step-up';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useAction } from '../../ui/use-action';

/**
 * The password again before money leaves or the bank account changes (capability stepUp,
 * docs/product.md#step-up). Opened by a REAUTH_REQUIRED refusal (src/domain/step-up.ts): the
 * right password is sent to POST /api/account/reauth and the dialog closes, and the refused
 * request goes again; a wrong one shows its translated refusal here and changes nothing;
 * Cancel (or Escape) gives up, and the request stays not done.
 */
export default function StepUpDialog() {
  const [request, setRequest] = useAtom(stepUpAtom);
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const finish = (proven: boolean) => {
    request?.resolve(proven);
    setRequest(null);
  };

  const confirm = useAction(async () => {
    if (!password) {
      setProblem('required');
      return;
    }
    const result = await proveStepUp(password);
    if (!result.ok) {
      setProblem(errorText(result.error));
      return;
    }
    finish(true);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirm.run();
  };

  if (!request) return null;
  return (
    <Modal
      open
      size="sm"
      onClose={() => finish(false)}
      dismissible={!confirm.busy}
      title={<FormattedMessage id="stepUp.title" />}
    >
      <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 14px;`}>
        <p css={css`margin: 0;`}>
          <FormattedMessage id="stepUp.intro" />
        </p>
        <Field
          label={<FormattedMessage id="stepUp.password" />}
          name="password"
          type="password"
          autoComplete="current-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={password}
          error={
            problem === 'required' ? (
              <FormattedMessage id="stepUp.required" />
            ) : (
              (problem ?? undefined)
            )
          }
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
          data-autofocus
        />
        <Button type="submit" block loading={confirm.busy}>
          <FormattedMessage id="stepUp.confirm" />
        </Button>
        <Button
          type="button"
          variant="secondary"
          block
          disabled={confirm.busy}
          onClick={() => finish(false)}
        >
          <FormattedMessage id="stepUp.cancel" />
        </Button>
      </form>
    </Modal>
  );
}
