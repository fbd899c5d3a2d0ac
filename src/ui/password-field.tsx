/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { Field } from './field';
import { EyeIcon, EyeOffIcon } from './icons';
import { useTheme } from './theme';

/**
 * A password input with its own show/hide toggle (the login screen's eye icons). The
 * toggle keeps one name ("Show new password") and says whether it is on with aria-pressed,
 * and is a 44 px touch target.
 */
export function PasswordField({
  label,
  toggleLabel,
  name,
  autoComplete,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: ReactNode;
  toggleLabel: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  autoFocus?: boolean;
}) {
  const theme = useTheme();
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      data-autofocus={autoFocus || undefined}
      trailing={
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
          css={css`
            flex: none;
            display: grid;
            place-items: center;
            width: 44px;
            height: 44px;
            border-radius: ${theme.radius};
            border: 1px solid ${theme.border};
            background: ${theme.surfaceAlt};
            color: ${theme.text};
            cursor: pointer;
          `}
        >
          {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
