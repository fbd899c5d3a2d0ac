import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Inline error text under the input. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Element after the input inside its box (a unit, a toggle). */
  trailing?: ReactNode;
}

/** A labelled input with an optional inline error, announced with the input. */
export function Field({ label, error, hint, trailing, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx(styles.input, className)}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <small id={hintId} className={styles.hint}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} role="alert" className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
