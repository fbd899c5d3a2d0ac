import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render';
import { tapWhenReady } from '../test/tap-when-ready';
import { Receipt } from './receipt';

describe('Receipt', () => {
  it('ignores a tap on Done in its first moments (a double tap on the button it replaced)', async () => {
    const onDone = vi.fn();
    renderWithApp(
      <Receipt
        title="Withdrawal sent"
        lines={[{ label: 'Amount', value: '100.55 baht' }]}
        balances={undefined}
        onDone={onDone}
      />,
    );
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(done);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Withdrawal sent' })).toBeInTheDocument();
    // Then a deliberate tap closes it.
    await tapWhenReady(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
