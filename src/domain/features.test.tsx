import { act, render, screen } from '@testing-library/react';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { useFeature } from './features';

function Additions() {
  const sessions = useFeature('sessions');
  const passkeys = useFeature('passkeys');
  return (
    <p>
      {sessions ? 'sessions shown' : 'no sessions'}, {passkeys ? 'passkeys shown' : 'no passkeys'}
    </p>
  );
}

describe('useFeature (docs/api.md#optional-capabilities)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an addition once the backend has announced it, and only that one', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/features': { features: ['sessions'] } });
    renderWithApp(
      <>
        <Additions />
        <Additions />
      </>,
    );
    expect(await screen.findAllByText('sessions shown, no passkeys')).toHaveLength(2);
    // Read once for the page, whichever screens ask.
    expect(calls.filter((call) => call.path === '/api/lookup/features')).toHaveLength(1);
  });

  it('shows none of the additions for a backend without the lookup (404)', async () => {
    const { calls } = mockApi({});
    renderWithApp(<Additions />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText('no sessions, no passkeys')).toBeVisible();
  });

  it('shows none while the lookup is unanswered, and asks again after a failure', async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: { message: 'X' } };
    const { calls, fetchMock } = mockApi({ 'GET /api/lookup/features': () => answer });
    renderWithApp(<Additions />);
    await vi.waitFor(() => expect(fetchMock).toHaveResolved());
    // The failed answer read to its end (a screen mounted before that shares the read).
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(screen.getByText('no sessions, no passkeys')).toBeVisible();

    answer = { status: 200, body: { features: ['passkeys'] } };
    // The same page (no renderWithApp, which starts a fresh one): the next screen that asks
    // reads the lookup again.
    render(<Additions />);
    expect(await screen.findByText('no sessions, passkeys shown')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
