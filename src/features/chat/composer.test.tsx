import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { Composer } from './composer';

/** The composer's own alert (the app's toaster has an alert region of its own). */
const fileAlert = () =>
  screen.queryAllByRole('alert').find((element) => element.textContent !== '') ?? null;

function setUp() {
  const onSend = vi.fn();
  const onFile = vi.fn();
  const view = renderWithApp(<Composer onSend={onSend} onFile={onFile} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onSend, onFile, box, input };
}

const MB = 1024 * 1024;
/** A File of `size` bytes without allocating them (jsdom reads `size` from the parts). */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('Composer', () => {
  afterEach(() => vi.useRealTimers());

  it('sends on Enter, not on Shift+Enter, and ignores blank messages', async () => {
    const { onSend, box } = setUp();
    await userEvent.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('first line\nsecond line');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond line');
    expect(box).toHaveValue('');
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(box);
    for (const modifier of ['Control', 'Alt', 'Meta']) {
      fireEvent.change(box, { target: { value: 'hold' } });
      await userEvent.keyboard(`{${modifier}>}{Enter}{/${modifier}}`);
    }
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows a counter near 2000 characters and refuses to send above it', async () => {
    const { onSend, box } = setUp();
    fireEvent.change(box, { target: { value: 'x'.repeat(1799) } });
    expect(screen.queryByText(/of 2000 characters/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    expect(screen.getByText('2000 of 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText(/2001 of 2000 characters/)).toHaveTextContent(
      'A message can have at most 2000 characters.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(box).toHaveValue('x'.repeat(2001));
  });

  it('refuses unsupported and too large files with the product texts, gone after 4 s', () => {
    vi.useFakeTimers();
    const { onFile, input } = setUp();
    fireEvent.change(input, { target: { files: [fileOf('notes.pdf', 'application/pdf', 100)] } });
    expect(fileAlert()).toHaveTextContent(/^File is not supported$/);
    act(() => vi.advanceTimersByTime(3999));
    expect(fileAlert()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(fileAlert()).toBeNull();

    fireEvent.change(input, { target: { files: [fileOf('big.png', 'image/png', 10 * MB + 1)] } });
    expect(fileAlert()).toHaveTextContent(
      /^The file is too large\. Please select file no larger than 10 MB\.$/,
    );
    fireEvent.change(input, { target: { files: [fileOf('big.mp4', 'video/mp4', 20 * MB + 1)] } });
    expect(fileAlert()).toHaveTextContent(
      /^The file is too large\. Please select file no larger than 20 MB\.$/,
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('hands a supported file on with its kind', () => {
    const { onFile, input } = setUp();
    const photo = fileOf('photo.jpg', 'image/jpeg', 2 * MB);
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onFile).toHaveBeenCalledWith(photo, 'image');
    const clip = fileOf('clip.mov', 'video/quicktime', 19 * MB);
    fireEvent.change(input, { target: { files: [clip] } });
    expect(onFile).toHaveBeenLastCalledWith(clip, 'video');
    expect(fileAlert()).toBeNull();
  });
});
