import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { brand as defaultBrand } from '../../../brands/brand';
import en from '../../../locales/en.json';
import { TestIntlProvider } from '../../test/intl';
import { renderWithApp } from '../../test/render';
import { ThemeContext } from '../../ui/theme';
import { VideoPlayer } from './video-player';

function mockMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return { play, load };
}

const SRC = '/api/media/howto/wallet.mp4';

describe('VideoPlayer', () => {
  it('keeps its source when React mounts it twice (StrictMode, as under npm start)', () => {
    const { play } = mockMedia();
    // The plain providers, no app shell: the app's providers remount their children once
    // the messages are in, which would hide the double effect of the first mount.
    render(
      <StrictMode>
        <TestIntlProvider locale="en" messages={en}>
          <ThemeContext value={defaultBrand.theme}>
            <VideoPlayer src={SRC} title="Using the wallet" />
          </ThemeContext>
        </TestIntlProvider>
      </StrictMode>,
    );
    const video = screen.getByLabelText('Using the wallet') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(SRC);
    expect(play).toHaveBeenCalled();
  });

  it('says a video that cannot load could not be loaded, and loads it again on retry', async () => {
    const { play } = mockMedia();
    renderWithApp(<VideoPlayer src={SRC} title="Using the wallet" />, { locale: 'th' });
    const video = screen.getByLabelText('Using the wallet') as HTMLVideoElement;
    const failed = /ไม่สามารถโหลดวิดีโอได้/;
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    video.dispatchEvent(new Event('error'));
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    expect(video.getAttribute('src')).toBe(SRC);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
