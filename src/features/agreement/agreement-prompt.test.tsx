import { act, screen } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh } from '../../test/wallet-fixtures';
import { AgreementPrompt } from './agreement-prompt';
import { AGREEMENT_DELAY_MS } from './use-agreement-prompt';

const AGREEMENTS = ['<h3>Terms of use</h3>', '<p>Privacy</p>'];

/**
 * The prompt's delay runs on a fake clock, moved by the test: set before the render, so
 * the prompt's timer is on it, and put back (`realTime`) before the screen is queried.
 */
const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const realTime = () => vi.useRealTimers();
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('AgreementPrompt', () => {
  afterEach(() => {
    realTime();
    vi.unstubAllGlobals();
  });

  it('fetches the texts during the wait and opens with them, never with a spinner that grows', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/agreements': AGREEMENTS });
    fakeTime();
    renderFresh(<AgreementPrompt />, { token: 't' });
    await advance(AGREEMENT_DELAY_MS - 1);
    expect(calls.map((call) => call.path)).toContain('/api/lookup/agreements');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    realTime();
    const dialog = await screen.findByRole('dialog', { name: 'Agreement' });
    // The first frame of the dialog already holds the text: nothing grows under the header.
    expect(screen.getByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Loading');
  });

  it('neither fetches nor opens once accepted', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/agreements': AGREEMENTS });
    localStorage.setItem('agreed', 'true');
    fakeTime();
    renderFresh(<AgreementPrompt />, { token: 't' });
    await advance(AGREEMENT_DELAY_MS * 10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
