import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh } from '../../test/wallet-fixtures';
import { AgreementModal } from './agreement-modal';
import { AGREEMENT_DELAY_MS, useAgreementPrompt } from './use-agreement-prompt';

const AGREEMENTS = ['<h3>Terms of use</h3><img src=x onerror="window.hacked=1">', '<p>Privacy</p>'];

/** The home screen's use of the two: the prompt's timer and the modal. */
function Agreement() {
  const [open, close] = useAgreementPrompt();
  return open ? <AgreementModal onClose={close} /> : null;
}

/**
 * The prompt's delay runs on a fake clock, moved by the test: set before the render, so
 * the prompt's timer is on it, and put back (`realTime`) before the screen is queried.
 */
const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const realTime = () => vi.useRealTimers();
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('AgreementModal', () => {
  afterEach(() => {
    realTime();
    vi.unstubAllGlobals();
  });

  it('opens 1.5 s after mount with the sanitised agreements, and accepting is remembered', async () => {
    mockApi({ 'GET /api/lookup/agreements': AGREEMENTS });
    fakeTime();
    renderFresh(<Agreement />, { token: 't' });
    await advance(AGREEMENT_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    realTime();
    const dialog = screen.getByRole('dialog', { name: 'Agreement' });
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have read and accept the agreement'));
    await userEvent.click(accept);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('agreed')).toBeTruthy();
  });

  it('does not open once accepted', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/agreements': AGREEMENTS });
    localStorage.setItem('agreed', 'true');
    fakeTime();
    renderFresh(<Agreement />, { token: 't' });
    await advance(AGREEMENT_DELAY_MS * 10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
