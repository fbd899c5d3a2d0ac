/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import type { Step } from './wizard-steps';

/** The form's buttons: Back (from step 2 on) and the step's own action, which submits. */
export function WizardButtons({
  step,
  busy,
  done,
  onBack,
}: {
  step: Step;
  busy: boolean;
  done: boolean;
  onBack: () => void;
}) {
  return (
    <div
      css={css`
        display: flex;
        gap: 8px;
        margin-top: 4px;
        /* Back keeps its one word on one line; the main action takes the rest. */
        & > button {
          flex: none;
          white-space: nowrap;
        }
        & > button[type='submit'] {
          flex: 1;
        }
      `}
    >
      {step > 1 ? (
        <Button variant="secondary" disabled={busy || done} onClick={onBack}>
          <FormattedMessage id="register.back" />
        </Button>
      ) : null}
      <Button type="submit" block loading={busy} disabled={done}>
        <FormattedMessage
          id={step === 2 ? 'register.verify' : step === 4 ? 'register.submit' : 'register.next'}
        />
      </Button>
    </div>
  );
}
