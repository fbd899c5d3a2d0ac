/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { type DialogKind, dialogAtom } from './dialog-state';
import { CheckIcon } from './icons';
import { Modal } from './modal';
import { useTheme } from './theme';

function Mark({ kind }: { kind: DialogKind }) {
  const theme = useTheme();
  const colour =
    kind === 'success' ? theme.success : kind === 'error' ? theme.danger : theme.warning;
  const glyph = kind === 'success' ? <CheckIcon size={34} /> : kind === 'error' ? '!' : '?';
  return (
    <div
      aria-hidden
      css={css`
        width: 64px;
        height: 64px;
        margin: 0 auto 12px;
        border-radius: 50%;
        border: 3px solid ${colour};
        color: ${colour};
        display: grid;
        place-items: center;
        font-size: 32px;
        font-weight: 700;
      `}
    >
      {glyph}
    </div>
  );
}

export function DialogHost() {
  const [state, set] = useAtom(dialogAtom);
  const answer = useCallback(
    (confirmed: boolean) => {
      set((current) => {
        current?.resolve(confirmed);
        return null;
      });
    },
    [set],
  );
  if (!state) return null;
  return (
    <Modal
      open
      size="sm"
      title={state.title}
      onClose={() => answer(false)}
      hideClose
      footer={
        state.kind === 'confirm' ? (
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {state.cancelLabel ?? <FormattedMessage id="ui.cancel" />}
            </Button>
            <Button
              variant={state.danger ? 'danger' : 'primary'}
              onClick={() => answer(true)}
              data-autofocus
            >
              {state.confirmLabel ?? <FormattedMessage id="ui.confirm" />}
            </Button>
          </>
        ) : (
          <Button onClick={() => answer(true)} data-autofocus>
            <FormattedMessage id="ui.ok" />
          </Button>
        )
      }
    >
      <div css={css`text-align: center;`}>
        <Mark kind={state.kind} />
        {state.text ? <p css={css`margin: 0;`}>{state.text}</p> : null}
      </div>
    </Modal>
  );
}
