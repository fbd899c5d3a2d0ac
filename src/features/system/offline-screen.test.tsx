import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { OfflineScreen } from './offline-screen';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears when the network goes, in the player’s language, and leaves when it is back', async () => {
    const reload = vi.fn();
    renderWithApp(<OfflineScreen reload={reload} />, { locale: 'th' });
    expect(screen.queryByRole('heading', { name: 'คุณออฟไลน์อยู่' })).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('heading', { name: 'คุณออฟไลน์อยู่' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(reload).toHaveBeenCalledTimes(1);
    goOffline(false);
    expect(screen.queryByRole('heading', { name: 'คุณออฟไลน์อยู่' })).not.toBeInTheDocument();
  });
});
