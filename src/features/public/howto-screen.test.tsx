import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand as defaultBrand } from '../../../brands/brand';
import { renderWithApp } from '../../test/render';
import { HowtoScreen } from './howto-screen';

describe('HowtoScreen', () => {
  it('lists the five videos of the brand config', () => {
    renderWithApp(<HowtoScreen />, { path: '/howto' });
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Using the wallet',
      'Entering a game',
      'Checking your balance',
      'Receiving bonuses',
      'Ending bonuses',
    ]);
    expect(defaultBrand.howto).toHaveLength(5);
  });

  it('plays a video in a modal and stops it when the modal closes', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    renderWithApp(<HowtoScreen />, { path: '/howto' });
    await userEvent.click(screen.getByRole('button', { name: 'Checking your balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Checking your balance' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(
      'http://localhost:3000/api/media/howto/check-balance.mp4',
    );
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video.hasAttribute('src')).toBe(false);
    expect(screen.getByRole('button', { name: 'Checking your balance' })).toHaveFocus();
  });

  it('says so when a video cannot be played', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowed'));
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    renderWithApp(<HowtoScreen />, { path: '/howto' });
    await userEvent.click(screen.getByRole('button', { name: 'Ending bonuses' }));
    const video = screen.getByRole('dialog').querySelector('video') as HTMLVideoElement;
    video.dispatchEvent(new Event('error'));
    expect(
      await screen.findByText(
        'The video could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
