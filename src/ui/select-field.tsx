import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

// Apart from field.tsx, which the login screen brings into the first download: only later
// forms (registration, transfer) choose from a list.
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

export function SelectField({ label, error, children, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(styles.input, className)}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <small id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
