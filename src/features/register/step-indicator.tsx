/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../ui/icons';
import { useTheme } from '../../ui/theme';

export interface StepItem {
  key: number;
  label: string;
}

/**
 * Where the player is in the wizard (docs/product.md#registration: visible, not clickable). An ordered list so
 * a screen reader says "list, 4 items"; the current step carries aria-current="step".
 */
export function StepIndicator({ steps, current }: { steps: StepItem[]; current: number }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'register.steps' })}
      css={css`
        display: grid;
        grid-template-columns: repeat(${steps.length}, 1fr);
        gap: 4px;
        margin: 0 0 16px;
        padding: 0;
        list-style: none;
      `}
    >
      {steps.map((step, index) => {
        const state = step.key === current ? 'current' : step.key < current ? 'done' : 'todo';
        return (
          <li
            key={step.key}
            aria-current={state === 'current' ? 'step' : undefined}
            css={css`
              display: grid;
              justify-items: center;
              gap: 4px;
              text-align: center;
              font-size: 12px;
              line-height: 1.3;
              color: ${state === 'todo' ? theme.textMuted : theme.text};
              font-weight: ${state === 'current' ? 700 : 400};
            `}
          >
            <span
              aria-hidden="true"
              css={css`
                display: grid;
                place-items: center;
                width: 28px;
                height: 28px;
                border-radius: 50%;
                border: 2px solid ${state === 'todo' ? theme.border : theme.primary};
                background: ${state === 'todo' ? 'transparent' : theme.primary};
                color: ${state === 'todo' ? theme.textMuted : theme.onPrimary};
                font-weight: 700;
              `}
            >
              {state === 'done' ? <CheckIcon size={16} /> : index + 1}
            </span>
            <span>{step.label}</span>
            {state === 'done' ? (
              <span className="visually-hidden">
                {` (${intl.formatMessage({ id: 'register.stepDone' })})`}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
