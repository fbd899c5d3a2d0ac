import { startTransition, useId, useOptimistic } from 'react';
import styles from './language-select.module.css';

export interface LanguageOption<L extends string> {
  value: L;
  label: string;
}

/**
 * The language dropdown (docs/product.md#routes-and-guards): every interface language, the current one disabled.
 * The label is visually hidden where space is short, but always there for screen readers.
 */
export function LanguageSelect<L extends string>({
  label,
  value,
  options,
  onChange,
  compact = false,
}: {
  label: string;
  value: L;
  options: readonly LanguageOption<L>[];
  onChange: (value: L) => void;
  compact?: boolean;
}) {
  const id = useId();
  // The menu shows the chosen language at once; the screen's texts follow in a render that
  // yields to the browser. Every text of the page changes, and rendered in the tap's own
  // task that kept the menu from answering for over 100 ms on a slow phone
  // (docs/architecture.md#performance-budgets).
  const [shown, show] = useOptimistic(value);
  return (
    <div className={styles.languageSelect}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select
        id={id}
        value={shown}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (!next) return;
          startTransition(() => {
            show(next.value);
            onChange(next.value);
          });
        }}
        className={styles.select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.value === shown}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
