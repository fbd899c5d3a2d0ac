import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { tokenAtom } from '../../domain/session';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { MemberShell } from './member-shell';

function shell() {
  return (
    <Switch>
      <Route path="/user/home">
        <MemberShell>
          <p>home content</p>
        </MemberShell>
      </Route>
      <Route path="/login">login page</Route>
    </Switch>
  );
}

describe('MemberShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs out only after confirmation and a loading pause, then clears the token', async () => {
    mockApi({});
    localStorage.setItem('token', 'tok');
    const { store, location } = renderWithApp(shell(), { path: '/user/home', token: 'tok' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.get(tokenAtom)).toBe('tok');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Log out?' });
    // The session ends with the pause, not when the server answers (at once here): a login
    // made on the login screen during the pause would otherwise be sent back to it.
    let endedAfter = Number.NaN;
    store.sub(tokenAtom, () => {
      if (store.get(tokenAtom) === null) endedAfter = Date.now() - started;
    });
    const started = Date.now();
    await userEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(endedAfter).toBeGreaterThanOrEqual(190);
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the conditions from the server, sanitised, in a modal with a confirm button', async () => {
    mockApi({
      'GET /api/lookup/conditions': {
        conditions: [
          '<h3>Deposits</h3><img src=x onerror="window.hacked=1">',
          '<p>Withdrawals</p>',
        ],
      },
    });
    renderWithApp(shell(), { path: '/user/home', token: 'tok' });
    await userEvent.click(screen.getByRole('button', { name: 'Conditions' }));
    // Its code arrives on the first opening: a frame with a spinner first, then the texts.
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Conditions' });
    expect(within(dialog).getByText('Withdrawals')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the language dropdown with the current language disabled', async () => {
    mockApi({});
    renderWithApp(shell(), { path: '/user/home', token: 'tok' });
    expect(screen.getByRole('option', { name: 'English' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'la');
    expect(await screen.findByRole('button', { name: 'ອອກຈາກລະບົບ' })).toBeInTheDocument();
  });
});
