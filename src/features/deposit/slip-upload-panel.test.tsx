import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { MemberModalKeysContext, memberModalAtom } from '../../domain/member-modals';
import { type FakeXhr, fakeXhr } from '../../test/fake-xhr';
import { mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { panelControls, SLIP_CLOSED, SLIP_OPEN } from './deposit-fixtures';
import { readSlipAmount, SlipUploadPanel } from './slip-upload-panel';

const OK = { success: true, message: 'SUCCESS' };

const photo = (bytes = 2048, name = 'slip.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

function open(lookup = SLIP_OPEN) {
  const api = mockApi({ 'GET /api/lookup/slip': lookup, 'GET /api/wallet': walletResult() });
  const Xhr = fakeXhr();
  const controls = panelControls();
  const view = renderFresh(
    // The slip status is a member-wide modal of this build.
    <MemberModalKeysContext.Provider value={new Set(['slipStatus'])}>
      <SlipUploadPanel {...controls} />
    </MemberModalKeysContext.Provider>,
  );
  return { ...view, ...api, Xhr, controls };
}

/** open(), once the panel knows whether upload is open. */
async function opened(lookup = SLIP_OPEN) {
  const view = open(lookup);
  await screen.findByLabelText('Choose a photo');
  return view;
}

const lastUpload = (Xhr: typeof FakeXhr) => {
  const xhr = Xhr.sent.at(-1);
  if (!xhr) throw new Error('nothing was uploaded');
  return xhr;
};

describe('readSlipAmount', () => {
  it('takes nothing or a positive amount, in satang', () => {
    expect(readSlipAmount('')).toEqual({ ok: true, satang: null });
    expect(readSlipAmount('  ')).toEqual({ ok: true, satang: null });
    expect(readSlipAmount('1,500.25')).toEqual({ ok: true, satang: 150025 });
    expect(readSlipAmount('0')).toEqual({ ok: false, messageId: 'deposit.slip.amountZero' });
    expect(readSlipAmount('1.001')).toEqual({ ok: false, messageId: 'amount.decimals' });
  });
});

// Whole journeys of taps and answers: room for a machine shared by several test runs.
describe('SlipUploadPanel', { timeout: 15_000 }, () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the gallery and the camera, both for images', async () => {
    await opened();
    const gallery = screen.getByLabelText('Choose a photo');
    const camera = screen.getByLabelText('Take a photo');
    expect(gallery).toHaveAttribute('type', 'file');
    expect(gallery).toHaveAttribute('accept', 'image/*');
    expect(gallery).not.toHaveAttribute('capture');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
  });

  it('asks for a file before sending anything', async () => {
    const { Xhr } = await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Upload slip' }));
    expect(screen.getByText('Please choose a slip file to upload')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(Xhr.sent).toHaveLength(0);
  });

  it('refuses a bad amount and leaves upload off', async () => {
    const { Xhr } = await opened();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    const field = screen.getByLabelText('Amount transferred (baht, optional)');
    const upload = screen.getByRole('button', { name: 'Upload slip' });
    await userEvent.type(field, '0');
    expect(screen.getByText('The amount must be more than 0')).toBeVisible();
    expect(upload).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '12.345{Enter}');
    expect(screen.getByText('An amount has at most 2 decimals')).toBeVisible();
    expect(Xhr.sent).toHaveLength(0);
  });

  it('names the window and keeps upload off while upload is closed', async () => {
    const { Xhr } = await opened(SLIP_CLOSED);
    expect(
      await screen.findByText(
        'Slip upload is closed now. It is closed every day from 23:00 to 00:30 (UTC+7): please upload after 00:30.',
      ),
    ).toBeVisible();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    const upload = screen.getByRole('button', { name: 'Upload slip' });
    expect(upload).toBeDisabled();
    fireEvent.submit(upload.closest('form') as HTMLFormElement);
    expect(Xhr.sent).toHaveLength(0);
  });

  it('waits for the window, and lets the player go on when it cannot be read', async () => {
    mockApi({
      'GET /api/lookup/slip': () => ({ status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }),
    });
    const Xhr = fakeXhr();
    renderFresh(<SlipUploadPanel {...panelControls()} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a photo')).not.toBeInTheDocument();
    await userEvent.upload(await screen.findByLabelText('Choose a photo'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Upload slip' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
  });

  it('shows a preview of the chosen photo', async () => {
    // Object URLs of jsdom's files: a stand-in for the test's length only.
    const { createObjectURL, revokeObjectURL } = URL;
    const created = vi.fn(() => 'blob:preview');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    await opened();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo(2048, 'IMG_2041.jpg'));
    expect(screen.getByRole('img', { name: 'The slip you chose: IMG_2041.jpg' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    // Another photo: the first one's object URL is let go.
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo(2048, 'IMG_2042.jpg'));
    expect(screen.getByRole('img', { name: 'The slip you chose: IMG_2042.jpg' })).toBeVisible();
    expect(revoked).toHaveBeenCalledWith('blob:preview');
  });

  it('uploads once for a double tap, with a real progress bar, then says the slip is in progress', async () => {
    const { Xhr, controls, store } = await opened();
    await screen.findByText(/from 23:00 to 00:30/);
    await userEvent.upload(screen.getByLabelText('Take a photo'), photo(4096, 'camera.jpg'));
    await userEvent.type(screen.getByLabelText('Amount transferred (baht, optional)'), '1,500');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Upload slip' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const xhr = lastUpload(Xhr);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/wallet\/slip$/);
    expect(xhr.body?.get('amount')).toBe('1500');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('camera.jpg');
    await waitFor(() => expect(controls.setBusy).toHaveBeenLastCalledWith(true));

    const bar = screen.getByRole('progressbar', { name: 'Slip upload progress' });
    expect(bar).toHaveAttribute('value', '0');
    xhr.progress(1024, 4096);
    await waitFor(() => expect(bar).toHaveAttribute('value', '25'));
    expect(screen.getByText('Uploading… 25%')).toBeVisible();
    xhr.progress(3072, 4096);
    await waitFor(() => expect(bar).toHaveAttribute('value', '75'));
    xhr.respond(200, OK);

    const heading = await screen.findByRole('heading', { name: 'Slip sent: in progress' });
    // Its buttons are where Upload was: the second tap of a double tap does nothing.
    const seeStatus = screen.getByRole('button', { name: 'See slip status' });
    expect(seeStatus).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(seeStatus);
    expect(store.get(memberModalAtom)).toBeNull();
    expect(Xhr.sent).toHaveLength(1);
    await waitFor(() => expect(controls.setBusy).toHaveBeenLastCalledWith(false));
    await tapWhenReady(seeStatus);
    expect(store.get(memberModalAtom)).toEqual({ key: 'slipStatus' });
  });

  it.each([
    ['SLIP_INVALID_FILE', 'This file type is not supported. Please upload an image of your slip.'],
    ['SLIP_NO_FILE', 'Please choose a slip file to upload'],
    ['SLIP_UPLOAD_FAIL', 'Slip upload failed. Please try again.'],
  ])('shows %s translated in a popup and keeps the photo and the amount', async (code, text) => {
    const { Xhr, calls } = await opened();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo(2048, 'IMG_9.jpg'));
    const field = screen.getByLabelText('Amount transferred (baht, optional)');
    await userEvent.type(field, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Upload slip' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const lookups = calls.filter((call) => call.path === '/api/lookup/slip').length;
    lastUpload(Xhr).respond(400, { message: code });
    const popup = await screen.findByRole('dialog', { name: 'That did not work' });
    expect(popup).toHaveTextContent(text);
    expect(screen.getByText('IMG_9.jpg')).toBeVisible();
    expect(field).toHaveValue('300');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Refused as closed: the window is read again.
    if (code === 'SLIP_UPLOAD_FAIL') {
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/lookup/slip').length).toBe(lookups + 1),
      );
    }
  });

  it('sends the photo shrunk on the phone', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (_source: unknown, options?: ImageBitmapOptions) => ({
        width: options?.resizeWidth ?? 4000,
        height: options?.resizeHeight ?? 3000,
        close: () => {},
      })),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          return { fillRect() {}, drawImage() {}, fillStyle: '' };
        }
        async convertToBlob() {
          return new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' });
        }
      },
    );
    const { Xhr } = await opened();
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      photo(5_000_000, 'IMG_1.png', 'image/png'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload slip' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const sent = lastUpload(Xhr).body?.get('file') as File;
    expect(sent.name).toBe('IMG_1.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(300_000);
    expect(lastUpload(Xhr).body?.get('amount')).toBe('');
  });

  it('refuses, before sending, a file of another type or one over 10 MB', async () => {
    const { Xhr } = await opened();
    const input = screen.getByLabelText('Choose a photo');
    // Picked past the `accept` filter (some file managers ignore it).
    fireEvent.change(input, { target: { files: [photo(2048, 'slip.pdf', 'application/pdf')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload slip' }));
    expect(
      await screen.findByText(
        'This file type is not supported. Please upload an image of your slip.',
      ),
    ).toBeVisible();
    fireEvent.change(input, {
      target: { files: [photo(11 * 1024 * 1024, 'huge.gif', 'image/gif')] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload slip' }));
    expect(
      await screen.findByText('This photo is too large. Please choose one no larger than 10 MB.'),
    ).toBeVisible();
    expect(Xhr.sent).toHaveLength(0);
  });
});
