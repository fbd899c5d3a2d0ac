import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BOT_TEXTS } from '../server/chat/auto-reply';
import type { ChatHistory } from '../src/api/types';
import { expect, SANDBOX_CONTROL, test } from './fixtures';

// These tests mostly wait on the browser (sockets that reconnect, sends that wait for their
// retry): one worker runs them in order, so that their waits overlap other files' work rather
// than each other (playwright.config.ts).
test.describe.configure({ mode: 'default' });

/**
 * The live chat (docs/product.md#chat) against the sandbox's socket, as a guest and as a
 * member: sending and receiving, history paging, the unread badge, attachments, and the
 * promise that nothing is lost or shown twice across a cut connection or a reload.
 * The bundle must be built with a chat URL (`scripts/test` builds with
 * PUBLIC_CHAT_URL=same-origin): without it the panel never says it is online.
 */
const PREFIX = 'sandbox-chat-';
const GUEST_ID = '0f8e4a52-6d1c-4b7a-9e3f-2a5b6c7d8e9f';

async function asGuest(page: Page, guestId = GUEST_ID) {
  await page.addInitScript((id) => localStorage.setItem('guestId', id), guestId);
}

/** Opens the panel from the floating button and waits until its socket has joined the room. */
async function openChat(page: Page, t: Record<string, string>, path = '/contact') {
  await page.goto(path);
  await page.getByRole('button', { name: t['chat.open'] }).click();
  const panel = page.getByRole('dialog', { name: t['chat.title'] });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('status').filter({ hasText: t['chat.connection.online'] }),
    'the chat says it is online (is the bundle built with PUBLIC_CHAT_URL=same-origin?)',
  ).toBeVisible({ timeout: 10_000 });
  return panel;
}

const historyOf = (panel: Locator) => panel.getByRole('log');
/** The message whose own words are `text` (not a button of another message with that title). */
const bubble = (panel: Locator, text: string) => {
  const page = panel.page();
  return historyOf(panel).locator('li[data-chat-key]', {
    has: page.locator('p').and(page.getByText(text, { exact: true })),
  });
};

async function send(panel: Locator, t: Record<string, string>, text: string) {
  const box = panel.getByRole('textbox', { name: t['chat.message'] });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

async function say(request: APIRequestContext, room: string, text: string) {
  const response = await request.post(`/api/__sandbox/chat/${room}/say`, {
    data: { text },
    headers: SANDBOX_CONTROL,
  });
  expect(response.ok()).toBe(true);
}

async function sockets(request: APIRequestContext, open: boolean) {
  const response = await request.post('/api/__sandbox/chat/sockets', {
    data: { open },
    headers: SANDBOX_CONTROL,
  });
  expect(response.ok()).toBe(true);
}

async function guestHistory(request: APIRequestContext, guestId = GUEST_ID) {
  const response = await request.post('/api/chat/history', {
    data: { userId: null, guestId, limit: 100, skip: 0 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ChatHistory).list;
}

/** The texts of the messages in the history, top to bottom. */
async function shownTexts(panel: Locator): Promise<string[]> {
  return historyOf(panel)
    .locator('li[data-chat-key] p')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
}

test.describe('live chat', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.settings({ enableChatWidget: true });
  });

  test('a guest sends and receives; buttons and quick replies answer; the panel is accessible', async ({
    page,
    t,
    brand,
    expectAccessible,
  }) => {
    // The bot speaks the page's language (the wallet's Accept-Language).
    const bot = (key: 'menu' | 'website' | 'call' | 'thanks') =>
      BOT_TEXTS[key][brand.defaultLocale];
    await asGuest(page);
    const panel = await openChat(page, t);
    expect(await page.evaluate(() => localStorage.getItem('guestId'))).toBe(GUEST_ID);
    await expect(panel.getByText(t['chat.greeting'] ?? '')).toBeVisible();
    await send(panel, t, 'Hello from a guest');
    await expect(
      bubble(panel, 'Hello from a guest').getByText(t['chat.status.succeed'] ?? ''),
    ).toBeVisible();
    // The sandbox's support bot answers the first message with quick replies.
    const replies = panel.getByRole('list', { name: t['chat.quickReplies'] });
    await expect(replies).toBeVisible();
    await expectAccessible(page);

    await replies.getByRole('button', { name: bot('menu') }).click();
    await expect(bubble(panel, 'MENU')).toHaveCount(1);
    const website = panel.getByRole('link', { name: bot('website') });
    await expect(website).toHaveAttribute('href', 'https://example.com/');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('link', { name: bot('call') })).toHaveAttribute(
      'href',
      'tel:+6621234567',
    );
    // A button of no known type sends its title as a message.
    await panel.getByRole('button', { name: bot('thanks') }).click();
    await expect(bubble(panel, bot('thanks'))).toHaveCount(1);

    // Closed and opened again, with the same conversation.
    await page.getByRole('button', { name: t['chat.close'] }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: t['chat.open'] }).click();
    await expect(bubble(panel, 'Hello from a guest')).toHaveCount(1);
  });

  test('on a 320 px phone the panel fits and its message box and send button are on screen', async ({
    page,
    t,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await asGuest(page);
    const panel = await openChat(page, t);
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    await expect(panel.getByRole('textbox', { name: t['chat.message'] })).toBeInViewport();
    await expect(panel.getByRole('button', { name: t['chat.send'] })).toBeInViewport();
    await expect(panel.getByRole('button', { name: t['chat.attach'] })).toBeInViewport();
    await send(panel, t, 'Small screen');
    await expect(bubble(panel, 'Small screen')).toBeInViewport();
    // No sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  test('a member chats in their own room with their history, and gets the reply', async ({
    page,
    t,
    brand,
    loggedIn,
  }) => {
    await loggedIn();
    const panel = await openChat(page, t, '/user/contact');
    // The seeded conversation of the demo member.
    await expect(panel.getByText('Hello! Deposits are credited within 1 minute.')).toBeVisible();
    await send(panel, t, 'Hello from a member');
    await expect(
      bubble(panel, 'Hello from a member').getByText(t['chat.status.succeed'] ?? ''),
    ).toBeVisible();
    // The member's third message: the bot sends its poster (a media message).
    const poster = panel.getByRole('img', { name: BOT_TEXTS.poster[brand.defaultLocale] });
    await expect(poster).toBeVisible();
    // Once the picture has loaded (and grown its bubble), the view is still at the bottom:
    // the poster, the last message, whole in sight.
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(poster).toBeInViewport({ ratio: 1 });
    const stored = await page.evaluate(() => localStorage.getItem('guestId'));
    expect(stored).toBeNull();
  });

  test('scrolling to the top loads 10 older messages without moving the view', async ({
    page,
    t,
    request,
  }) => {
    await asGuest(page);
    for (let i = 1; i <= 25; i += 1) {
      await say(request, `${PREFIX}${GUEST_ID}`, `Older message ${String(i).padStart(2, '0')}`);
    }
    const panel = await openChat(page, t);
    const history = historyOf(panel);
    await expect(panel.getByText('Older message 25', { exact: true })).toBeVisible();
    await expect(panel.getByText('Older message 15', { exact: true })).toHaveCount(0);
    const anchor = panel.getByText('Older message 16', { exact: true });
    await history.evaluate((element) => element.scrollTo({ top: 0 }));
    // One scroll, one page: a second scroll to the top would load the page before it too.
    // The page may take a while on a busy machine.
    await expect(panel.getByText('Older message 06', { exact: true })).toHaveCount(1, {
      timeout: 15_000,
    });
    // The message that was at the top is still where it was: the view kept its place.
    const kept = await history.evaluate((element) => element.scrollTop);
    expect(kept).toBeGreaterThan(100);
    await expect(anchor).toBeInViewport();
    await history.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(panel.getByText('Older message 01', { exact: true })).toHaveCount(1);
    expect(await shownTexts(panel)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Older message ${String(i + 1).padStart(2, '0')}`),
    );
  });

  test('new messages while scrolled up are counted on a badge, and read when shown', async ({
    page,
    t,
    say: format,
    request,
  }) => {
    await asGuest(page);
    for (let i = 1; i <= 10; i += 1) await say(request, `${PREFIX}${GUEST_ID}`, `Earlier ${i}`);
    const panel = await openChat(page, t);
    const history = historyOf(panel);
    await expect(panel.getByText('Earlier 10', { exact: true })).toBeVisible();
    // Scrolled up, and the wallet has seen it: its scroll handler has run (a frame after the
    // scroll event), so a message that arrives next finds the reader away from the bottom.
    await history.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {
            once: true,
          });
          element.scrollTop = element.scrollHeight - element.clientHeight - 150;
        }),
    );
    const before = await history.evaluate((element) => element.scrollTop);
    await say(request, `${PREFIX}${GUEST_ID}`, 'Unread one');
    await say(request, `${PREFIX}${GUEST_ID}`, 'Unread two');
    const badge = panel.getByRole('button', { name: format('chat.newMessages', { count: 2 }) });
    await expect(badge).toBeVisible();
    expect(await history.evaluate((element) => element.scrollTop)).toBe(before);
    const read = page.waitForRequest(
      (request) => request.url().includes('/api/chat/read-customer') && request.method() === 'PUT',
    );
    await badge.click();
    await expect(badge).toBeHidden();
    await expect(panel.getByText('Unread two', { exact: true })).toBeInViewport();
    await read;
  });

  test('an attachment uploads with progress; unsupported and too large files are refused', async ({
    page,
    t,
    brand,
    say: format,
  }) => {
    test.setTimeout(60_000);
    await asGuest(page);
    const panel = await openChat(page, t);
    const input = panel.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    const unsupported = panel.getByRole('alert').filter({ hasText: t['chat.file.unsupported'] });
    await expect(unsupported).toBeVisible();
    // The alert goes away by itself after 4 s.
    await expect(unsupported).toBeHidden({ timeout: 6000 });
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(panel.getByRole('alert')).toHaveText(format('chat.file.tooLarge', { n: 10 }));

    // Hold the upload's answer a moment, so the progress can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/chat/upload-image', async (route) => {
      await held;
      await route.continue();
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await expect(panel.getByRole('progressbar')).toBeVisible();
    release();
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    const sent = historyOf(panel).getByRole('img', { name: 'photo.png' });
    await expect(sent).toBeVisible();
    await expect(sent).toHaveAttribute('src', /\/api\/uploads\/chat\/[0-9a-f]+\.png$/);
    await expect(panel.getByText(BOT_TEXTS.received.image[brand.defaultLocale])).toBeVisible();
  });

  test('cut off: two messages typed and one from support arrive, each once, in order', async ({
    page,
    context,
    t,
    request,
  }) => {
    test.setTimeout(60_000);
    await asGuest(page);
    const panel = await openChat(page, t);
    await send(panel, t, 'Before the cut');
    await expect(
      bubble(panel, 'Before the cut').getByText(t['chat.status.succeed'] ?? ''),
    ).toBeVisible();

    await context.setOffline(true);
    await sockets(request, false);
    await expect(
      panel.getByRole('status').filter({ hasText: t['chat.connection.offline'] }),
    ).toBeVisible();
    await send(panel, t, 'First while cut');
    await send(panel, t, 'Second while cut');
    await expect(
      bubble(panel, 'Second while cut').getByText(t['chat.status.queued'] ?? ''),
    ).toBeVisible();
    await say(request, `${PREFIX}${GUEST_ID}`, 'Support while cut');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('chatOutbox'))) ?? '[]'),
    ).toHaveLength(2);

    await sockets(request, true);
    await context.setOffline(false);
    await expect(
      panel.getByRole('status').filter({ hasText: t['chat.connection.online'] }),
    ).toBeVisible({
      timeout: 15_000,
    });
    for (const text of ['Support while cut', 'First while cut', 'Second while cut']) {
      await expect(historyOf(panel).getByText(text, { exact: true })).toHaveCount(1);
    }
    await expect(
      bubble(panel, 'Second while cut').getByText(t['chat.status.succeed'] ?? ''),
    ).toBeVisible();
    const shown = await shownTexts(panel);
    const at = (text: string) => shown.indexOf(text);
    expect(at('Before the cut')).toBeLessThan(at('Support while cut'));
    expect(at('Support while cut')).toBeLessThan(at('First while cut'));
    expect(at('First while cut')).toBeLessThan(at('Second while cut'));
    // The server has each once too.
    const stored = (await guestHistory(request)).map((m) => m.message.payload.message);
    for (const text of ['Support while cut', 'First while cut', 'Second while cut']) {
      expect(stored.filter((message) => message === text)).toHaveLength(1);
    }
    expect(await page.evaluate(() => localStorage.getItem('chatOutbox'))).toBe('[]');
  });

  test('a message queued before a reload is sent after it, exactly once', async ({
    page,
    t,
    request,
  }) => {
    test.setTimeout(60_000);
    await asGuest(page);
    const panel = await openChat(page, t);
    await sockets(request, false);
    // Before the reload no try gets through; after it, one reaches the server but its
    // answer is lost (the wallet must send it again, and the server must keep it once).
    let reloaded = false;
    let answerLost = false;
    let released = false;
    // The handler stays in place (an unroute would race a retry in flight); `released`
    // lets requests through.
    await page.route('**/api/chat/send-message', async (route) => {
      if (released) {
        await route.continue();
        return;
      }
      if (reloaded && !answerLost) {
        answerLost = true;
        await route.fetch();
      }
      await route.abort('internetdisconnected');
    });
    await send(panel, t, 'Queued across a reload');
    await expect(
      bubble(panel, 'Queued across a reload').getByText(t['chat.status.queued'] ?? ''),
    ).toBeVisible();

    await page.reload();
    reloaded = true;
    await page.getByRole('button', { name: t['chat.open'] }).click();
    // The message outlived the reload. Not "queued" at this moment: the try whose answer is
    // lost may already have been settled by reading the history, which shows it sent.
    await expect(bubble(panel, 'Queued across a reload')).toBeVisible();
    await expect.poll(() => answerLost, { timeout: 15_000 }).toBe(true);

    released = true;
    await sockets(request, true);
    await expect(
      bubble(panel, 'Queued across a reload').getByText(t['chat.status.succeed'] ?? ''),
    ).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chatOutbox'))).toBe('[]');
    await expect(historyOf(panel).getByText('Queued across a reload', { exact: true })).toHaveCount(
      1,
    );
    const stored = (await guestHistory(request)).filter(
      (m) => m.message.payload.message === 'Queued across a reload',
    );
    expect(stored).toHaveLength(1);
  });
});

test('the wallet id of the member names the room the member joins', async ({ page, member }) => {
  // A guard for the sandbox rule the widget relies on: the member's room is not a guest's.
  const wallet = await member.wallet();
  const asGuestId = await page.request.post('/api/chat/history', {
    data: { userId: null, guestId: wallet.profile._id, limit: 10, skip: 0 },
  });
  expect(asGuestId.status()).toBe(400);
});
