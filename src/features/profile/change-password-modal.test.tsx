import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tellOtherTabs } from '../../domain/tab-sync';
import { mockApi } from '../../test/fetch-mock';
import { otherTab } from '../../test/other-tab';
import { renderFresh } from '../../test/wallet-fixtures';
import ChangePasswordModal from './change-password-modal';

function renderModal(onClose = vi.fn()) {
  renderFresh(<ChangePasswordModal username="0812345678" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  return {
    onClose,
    dialog,
    old: within(dialog).getByLabelText('Current password'),
    next: within(dialog).getByLabelText('New password'),
    confirm: within(dialog).getByLabelText('Confirm new password'),
    save: within(dialog).getByRole('button', { name: 'Save' }),
  };
}

describe('ChangePasswordModal', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('is a form a password manager understands', () => {
    mockApi({});
    const { dialog, old, next, confirm } = renderModal();
    expect(old).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    for (const input of [old, next, confirm]) expect(input).toHaveAttribute('type', 'password');
    const username = dialog.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('0812345678');
    expect(username).not.toBeVisible();
    expect(old.closest('form')).toBe(username?.closest('form'));
  });

  it('shows and hides each password with its own toggle', async () => {
    mockApi({});
    const { dialog, next, old } = renderModal();
    const toggle = within(dialog).getByRole('button', { name: 'Show new password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(next).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(old).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(next).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Show current password' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Show confirmation' })).toBeVisible();
  });

  it('requires all three and sends nothing', async () => {
    const { calls } = mockApi({});
    const { old, next, confirm, save } = renderModal();
    await userEvent.click(save);
    expect(old).toHaveAccessibleDescription('Please enter your current password');
    expect(next).toHaveAccessibleDescription('Please enter a new password');
    expect(confirm).toHaveAccessibleDescription('Please confirm the new password');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a confirmation that differs and sends nothing', async () => {
    const { calls } = mockApi({});
    const { old, next, confirm, save } = renderModal();
    await userEvent.type(old, 'demo1234');
    await userEvent.type(next, 'newpass1');
    await userEvent.type(confirm, 'newpass2');
    await userEvent.click(save);
    expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    // Typing again clears the message.
    await userEvent.type(confirm, '{Backspace}1');
    expect(confirm).not.toHaveAccessibleDescription("Passwords don't match");
  });

  it('sends the old and new passwords once, then says "saved" and closes', async () => {
    const { calls } = mockApi({
      'PUT /api/account/changepwd': { success: true, message: 'SUCCESS' },
    });
    const { old, next, confirm, save, onClose } = renderModal();
    await userEvent.type(old, 'demo1234');
    await userEvent.type(next, ' new pass ');
    await userEvent.type(confirm, ' new pass ');
    await userEvent.dblClick(save);
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const sent = calls.filter((call) => call.method !== 'GET');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/account/changepwd',
      body: { oldPassword: 'demo1234', newPassword: ' new pass ' },
    });
  });

  it('shows a wrong old password in an error dialog and keeps what was typed', async () => {
    mockApi({
      'PUT /api/account/changepwd': () => ({ status: 400, body: { message: 'WRONG_PASSWORD' } }),
    });
    const { old, next, confirm, save, onClose } = renderModal();
    await userEvent.type(old, 'wrong');
    await userEvent.type(next, 'newpass1');
    await userEvent.type(confirm, 'newpass1');
    await userEvent.click(save);
    const failed = await screen.findByRole('dialog', { name: 'Could not change the password' });
    expect(failed).toHaveTextContent('The password is incorrect');
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(old).toHaveValue('wrong'));
    expect(next).toHaveValue('newpass1');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without the sessions capability: no choice, and no endOtherSessions sent', async () => {
    const { calls } = mockApi({
      'PUT /api/account/changepwd': { success: true, message: 'SUCCESS' },
    });
    const { dialog, old, next, confirm, save } = renderModal();
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/features'))).toBe(true),
    );
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.type(old, 'demo1234');
    await userEvent.type(next, 'newpass1');
    await userEvent.type(confirm, 'newpass1');
    await userEvent.click(save);
    await screen.findByRole('dialog', { name: 'Saved' });
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.body).toEqual({ oldPassword: 'demo1234', newPassword: 'newpass1' });
  });

  it.each([false, true])(
    'with the sessions capability: ends the other devices by default, keeps them when unticked (keep: %s)',
    async (keep) => {
      const { calls } = mockApi({
        'GET /api/lookup/features': { features: ['sessions'] },
        'PUT /api/account/changepwd': { success: true, message: 'SUCCESS' },
      });
      const { dialog, old, next, confirm, save } = renderModal();
      const choice = await within(dialog).findByRole('checkbox', {
        name: 'Log out my other devices',
      });
      expect(choice).toBeChecked();
      if (keep) await userEvent.click(choice);
      await userEvent.type(old, 'demo1234');
      await userEvent.type(next, 'newpass1');
      await userEvent.type(confirm, 'newpass1');
      await userEvent.click(save);
      const saved = await screen.findByRole('dialog', { name: 'Saved' });
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        endOtherSessions: !keep,
      });
      expect(saved).toBeVisible();
    },
  );

  it.each([
    [true, ['revalidate /api/account/sessions', 'password-changed', 'revalidate /marker']],
    [false, ['revalidate /api/account/sessions', 'revalidate /marker']],
  ])(
    'tells the other tabs their session ended only when it did (end others: %s)',
    async (end, seen) => {
      localStorage.setItem('token', 't');
      const tab = otherTab();
      try {
        mockApi({
          'GET /api/lookup/features': { features: ['sessions'] },
          'PUT /api/account/changepwd': { success: true, message: 'SUCCESS' },
        });
        const { dialog, old, next, confirm, save } = renderModal();
        const choice = await within(dialog).findByRole('checkbox');
        if (!end) await userEvent.click(choice);
        await userEvent.type(old, 'demo1234');
        await userEvent.type(next, 'newpass1');
        await userEvent.type(confirm, 'newpass1');
        await userEvent.click(save);
        await screen.findByRole('dialog', { name: 'Saved' });
        // A marker after the change: messages arrive in order, so what came before it is all.
        tellOtherTabs({ type: 'revalidate', paths: ['/marker'] });
        await vi.waitFor(() => expect(tab.told()).toContain('revalidate /marker'));
        expect(tab.told()).toEqual(seen);
      } finally {
        tab.close();
        localStorage.removeItem('token');
      }
    },
  );
});
