import type { ReactNode } from 'react';
import { Field, type FieldProps } from './field';

export interface AmountFieldProps
  extends Omit<FieldProps, 'type' | 'inputMode' | 'value' | 'onChange' | 'error'> {
  /** What the player typed, exactly as typed. */
  value: string;
  /** Every change, exactly as typed: nothing is stripped, added or rounded. */
  onValueChange: (text: string) => void;
  /**
   * Why the caller refuses the text, in the player's language, or nothing. The caller reads
   * the text with the money module's `parseAmount` (or a rule built on it) and explains
   * what it cannot read: this layer does not know the money rules (docs/architecture.md).
   */
  error?: ReactNode;
}

/**
 * The one field where a player types an amount of money (docs/product.md#money): a
 * labelled text input with the decimal keypad, a 44 px target, and the caller's error
 * announced with it (`aria-invalid`, `aria-describedby`). It keeps what was typed, a sign,
 * a letter or a third decimal included, so that the caller refuses it with a message
 * rather than sending an amount the player did not type.
 */
export function AmountField({
  value,
  onValueChange,
  error,
  name = 'amount',
  placeholder = '0.00',
  ...rest
}: AmountFieldProps) {
  return (
    <Field
      {...rest}
      name={name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      error={error}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
