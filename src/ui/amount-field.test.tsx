import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../test/render';
import { AmountField } from './amount-field';

/** A caller as the features are: it reads the text itself and explains what it refuses. */
function Caller({ onText }: { onText?: (text: string) => void }) {
  const [text, setText] = useState('');
  // A stand-in for the money module's parseAmount (this layer may not import it).
  const readable = text === '' || /^\d+(?:\.\d{1,2})?$/.test(text);
  return (
    <AmountField
      label="Amount (baht)"
      hint="At least 1.00 baht"
      value={text}
      onValueChange={(typed) => {
        onText?.(typed);
        setText(typed);
      }}
      error={readable ? undefined : 'Please enter an amount in numbers'}
    />
  );
}

/** A field whose text a button sets, as the quick amounts and the max button do. */
function WithQuickAmount() {
  const [text, setText] = useState('12');
  return (
    <>
      <AmountField label="Amount (baht)" value={text} onValueChange={setText} />
      <button type="button" onClick={() => setText('500')}>
        500
      </button>
    </>
  );
}

describe('AmountField', () => {
  it('is a labelled text input with the decimal keypad and a 44 px target', () => {
    renderWithApp(<Caller />);
    const field = screen.getByRole('textbox', { name: 'Amount (baht)' });
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAttribute('name', 'amount');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveStyle({ minHeight: '44px' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('At least 1.00 baht');
  });

  it.each(['-50', '5O', '10.005', '1,00', ' 1,000.50 ', '+3e2'])(
    'keeps %j exactly as typed',
    async (typed) => {
      const onText = vi.fn();
      renderWithApp(<Caller onText={onText} />);
      const field = screen.getByLabelText('Amount (baht)');
      await userEvent.type(field, typed);
      expect(field).toHaveValue(typed);
      expect(onText).toHaveBeenLastCalledWith(typed);
    },
  );

  it("announces the caller's refusal with the field, and takes it back when the text reads", async () => {
    renderWithApp(<Caller />);
    const field = screen.getByLabelText('Amount (baht)');
    await userEvent.type(field, '-50');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Please enter an amount in numbers At least 1.00 baht',
    );
    expect(screen.getByText('Please enter an amount in numbers')).toHaveAttribute('role', 'alert');
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter an amount in numbers')).toBeNull();
  });

  it('takes a text set from outside, as a quick-amount button does', async () => {
    renderWithApp(<WithQuickAmount />);
    const field = screen.getByLabelText('Amount (baht)');
    expect(field).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    expect(field).toHaveValue('500');
  });
});
