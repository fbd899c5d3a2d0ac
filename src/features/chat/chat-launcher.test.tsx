import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatSendPayload } from '../../api';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { ChatLauncher } from './chat-launcher';

/**
 * The widget as a player meets it, with the API mocked at fetch and no socket (the test
 * build has no PUBLIC_CHAT_URL): the button, the lazily loaded panel, the history, and a
 * message going out with its client id after the send delay.
 */
const CONFIG = { PREFIX: 'test-chat-' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function chatServer(history: unknown[] = []) {
  let sends = 0;
  return mockApi({
    'GET /api/chat/config': CONFIG,
    'POST /api/chat/history': { list: history },
    'PUT /api/chat/read-customer': { success: true, message: 'SUCCESS' },
    'GET /api/wallet': walletResult(),
    'POST /api/chat/send-message': () => {
      sends += 1;
      return { body: { createdAt: new Date(Date.UTC(2024, 4, 1, 9, sends)).toISOString() } };
    },
  });
}

/** Opens the panel and waits for its lazily loaded content (slow the first time). */
async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Open live chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Live chat' });
  await within(panel).findByRole('textbox', { name: 'Message' }, { timeout: 10_000 });
  return panel;
}

describe('ChatLauncher', () => {
  // The panel's chunk (socket.io-client included) is slow to transform the first time.
  beforeAll(() => import('./chat-panel'), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('a guest opens the panel, sees the greeting and sends a message with a client id', async () => {
    const { calls } = chatServer();
    renderFresh(<ChatLauncher mode="guest" />, { path: '/contact' });
    // The panel's frame is in the page from the start, but hidden until the first open.
    expect(screen.queryByRole('dialog', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    const panel = await openPanel();
    expect(screen.getByRole('button', { name: 'Close live chat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Once the frame showing it has painted, the panel takes the focus.
    await waitFor(() => expect(panel).toHaveFocus());
    expect(
      await within(panel).findByText('Hello! Send us a message and our team will answer here.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Online');
    const guestId = localStorage.getItem('guestId') ?? '';
    expect(guestId).toMatch(UUID);
    const history = calls.find((call) => call.path === '/api/chat/history');
    expect(history?.body).toEqual({ userId: null, guestId, limit: 10, skip: 0 });

    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Message' }),
      'Hi there{Enter}',
    );
    const log = within(panel).getByRole('log', { name: 'Chat history' });
    expect(within(log).getByText('Hi there')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    expect(await within(log).findByText('Sent')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/chat/send-message')
      ?.body as ChatSendPayload;
    expect(sent.conversation).toMatchObject({
      sender: 'customer',
      userId: null,
      guestId,
      message: { message_type: 'text', payload: { message: 'Hi there' } },
    });
    expect(sent.conversation.clientId).toMatch(UUID);
    expect(localStorage.getItem('chatOutbox')).toBe('[]');

    await userEvent.click(screen.getByRole('button', { name: 'Close live chat' }));
    await waitFor(() => expect(panel).not.toBeVisible());
    expect(screen.getByRole('button', { name: 'Open live chat' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }, 15_000);

  it("a member's chat is the member's own: their id, no guest id", async () => {
    const { calls } = chatServer([
      {
        _id: 'a1',
        sender: 'admin',
        message: { message_type: 'text', payload: { message: 'Welcome back' } },
        userId: 'm42',
        guestId: null,
        username: 'support',
        name: 'Support',
        deviceToken: null,
        createdAt: '2024-05-01T09:00:00.000Z',
        session_id: 's1',
      },
    ]);
    renderFresh(<ChatLauncher mode="member" />, { path: '/user/contact', token: 'tok' });
    const panel = await openPanel();
    expect(await within(panel).findByText('Welcome back')).toBeInTheDocument();
    const history = calls.find((call) => call.path === '/api/chat/history');
    expect(history?.body).toEqual({ userId: 'm42', guestId: null, limit: 10, skip: 0 });
    expect(localStorage.getItem('guestId')).toBeNull();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Message' }),
      'Question{Enter}',
    );
    await within(panel).findByText('Sent');
    const sent = calls.find((call) => call.path === '/api/chat/send-message')
      ?.body as ChatSendPayload;
    expect(sent.conversation).toMatchObject({
      userId: 'm42',
      guestId: null,
      username: '0812345678',
      name: 'Somchai Demo',
      session_id: 's1',
    });
  });

  it('offers a retry when the history cannot be loaded, keeping what was typed', async () => {
    let fail = true;
    mockApi({
      'GET /api/chat/config': CONFIG,
      'POST /api/chat/history': () =>
        fail ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } : { body: { list: [] } },
    });
    renderFresh(<ChatLauncher mode="guest" />, { path: '/contact' });
    const panel = await openPanel();
    const box = within(panel).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'draft');
    expect(
      await within(panel).findByText('The chat history could not be loaded.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByText('Hello! Send us a message and our team will answer here.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('draft');
  });
});
