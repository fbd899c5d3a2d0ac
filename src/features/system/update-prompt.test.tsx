import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateListener } from '../../lib/service-worker';
import { renderWithApp } from '../../test/render';
import { UpdatePrompt } from './update-prompt';

/** A registration the test controls: `release()` plays the worker finding a new release. */
function fakeRegistration() {
  let listener: UpdateListener | null = null;
  const apply = vi.fn();
  return {
    apply,
    register: async (onUpdate: UpdateListener) => {
      listener = onUpdate;
    },
    release: () => act(() => listener?.(apply)),
  };
}

describe('UpdatePrompt', () => {
  it('shows nothing until a new release waits, then switches only when the player says so', async () => {
    const sw = fakeRegistration();
    renderWithApp(<UpdatePrompt register={sw.register} />);
    expect(screen.queryByText('A new version of the wallet is ready.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update now' })).not.toBeInTheDocument();
    sw.release();
    expect(await screen.findByText('A new version of the wallet is ready.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sw.apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(sw.apply).toHaveBeenCalledTimes(1);
    // A second tap while the page switches sends nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(sw.apply).toHaveBeenCalledTimes(1);
  });

  it('speaks the player’s language', async () => {
    const sw = fakeRegistration();
    renderWithApp(<UpdatePrompt register={sw.register} />, { locale: 'la' });
    sw.release();
    expect(await screen.findByRole('button', { name: 'ອັບເດດດຽວນີ້' })).toBeInTheDocument();
  });
});
