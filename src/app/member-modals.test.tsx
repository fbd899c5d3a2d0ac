import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { memberModalAtom, useMemberModal } from '../domain/member-modals';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { MemberModalHost, MemberModalKeys } from './member-modals';

describe('member-wide modals', () => {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemberModalKeys>{children}</MemberModalKeys>
    </Provider>
  );

  it('offers every member-wide modal this build has', () => {
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    for (const key of ['bankName', 'deposit', 'slipStatus', 'transfer', 'withdraw'] as const) {
      expect(result.current.has(key), key).toBe(true);
    }
  });

  it('opens with its options and closes through one atom', () => {
    const { result } = renderHook(() => useMemberModal(), { wrapper });
    act(() => result.current.open('transfer', { game: 'PG' }));
    expect(store.get(memberModalAtom)).toEqual({ key: 'transfer', game: 'PG' });
    act(() => result.current.close());
    expect(store.get(memberModalAtom)).toBeNull();
  });
});

/**
 * The host alone, as a member, with a deposit lookup it cannot read: the deposit modal
 * shows its dialog of the error, which closes as the modal would.
 */
function renderHostWithBrokenDeposit() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({ 'GET /api/lookup/deposit': { banks: 'none', wallets: [] } });
  return renderWithApp(
    <MemberModalKeys>
      <MemberModalHost />
    </MemberModalKeys>,
    { token: 'member' },
  );
}

describe('a member-wide modal on its way', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers at once with a busy backdrop, which the modal replaces, and closes at once', async () => {
    const { store } = renderHostWithBrokenDeposit();
    act(() => store.set(memberModalAtom, { key: 'deposit' }));
    expect(screen.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'This dialog' }, { timeout: 5000 });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});

describe('a member-wide modal opened over another', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns to the one it was opened from when it closes', async () => {
    const { store } = renderHostWithBrokenDeposit();
    const back = { key: 'withdraw' as const, tab: 'x' };
    act(() => store.set(memberModalAtom, { key: 'deposit', returnTo: back }));
    const dialog = await screen.findByRole('dialog', { name: 'This dialog' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(memberModalAtom)).toEqual(back);
  });
});

describe('a member-wide modal that cannot be shown', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the message in a dialog that closes, and its retry shows the modal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let banks: unknown = 'none';
    mockApi({ 'GET /api/lookup/deposit': () => ({ body: { banks, wallets: [] } }) });
    const { store } = renderWithApp(
      <MemberModalKeys>
        <MemberModalHost />
      </MemberModalKeys>,
      { token: 'member' },
    );
    act(() => store.set(memberModalAtom, { key: 'deposit' }));

    const dialog = await screen.findByRole('dialog', { name: 'This dialog' }, { timeout: 5000 });
    expect(within(dialog).getByRole('alert', { name: 'This dialog' })).toHaveTextContent(
      'This part could not be shown.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(memberModalAtom)).toBeNull();

    act(() => store.set(memberModalAtom, { key: 'deposit' }));
    banks = [];
    await userEvent.click(await screen.findByRole('button', { name: 'Try again: This dialog' }));
    // The modal's code and texts load first: longer than the default wait on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
