import { act, screen } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh } from '../../test/wallet-fixtures';
import { AgreementPrompt } from './agreement-prompt';
import { AGREEMENT_DELAY_MS } from './use-agreement-prompt';

const AGREEMENTS = ['<h3>Terms of use</h3>', '<p>Privacy</p>'];

async function wait(ms: number) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe('AgreementPrompt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the texts during the wait and opens with them, never with a spinner that grows', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/agreements': AGREEMENTS });
    renderFresh(<AgreementPrompt />, { token: 't' });
    await wait(AGREEMENT_DELAY_MS - 200);
    expect(calls.map((call) => call.path)).toContain('/api/lookup/agreements');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(400);
    const dialog = await screen.findByRole('dialog', { name: 'Agreement' });
    // The first frame of the dialog already holds the text: nothing grows under the header.
    expect(screen.getByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Loading');
  });

  it('neither fetches nor opens once accepted', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/agreements': AGREEMENTS });
    localStorage.setItem('agreed', 'true');
    renderFresh(<AgreementPrompt />, { token: 't' });
    await wait(AGREEMENT_DELAY_MS + 200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
