import { APP_VERSION, expect, test } from './fixtures';
import { fill } from './message-text';

interface ContactLookup {
  contactText: string;
  lineLink: string;
  lineName: string;
  lineQR: string;
}

test.describe('how-to videos', () => {
  test('lists the five videos; one plays in a modal and stops when it closes', async ({
    page,
    brand,
    sandbox,
    t,
    expectAccessible,
  }) => {
    void sandbox;
    await page.goto('/howto');
    await expect(page.getByRole('heading', { level: 1, name: t['howto.title'] })).toBeVisible();
    for (const video of brand.howto) {
      await expect(page.getByRole('button', { name: t[video.titleId], exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    const title = t['howto.video.checkBalance'] ?? '';
    await page.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/media\/howto\/check-balance\.mp4$/);
    // It plays: the clock moves.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const element = await video.elementHandle();
    if (!element) throw new Error('no video element');

    await dialog.getByRole('button', { name: t['ui.close'] }).click();
    await expect(dialog).toBeHidden();
    // It stopped and let the file go: no sound after the modal is gone. The browser passes
    // through NETWORK_NO_SOURCE (3) while it drops the source, then settles at NETWORK_EMPTY
    // (0) with HAVE_NOTHING: polled, as that last step comes a moment later.
    await expect
      .poll(() =>
        element.evaluate((v: HTMLVideoElement) => ({
          paused: v.paused,
          connected: v.isConnected,
          hasSource: v.hasAttribute('src'),
          networkState: v.networkState,
          readyState: v.readyState,
        })),
      )
      .toEqual({
        paused: true,
        connected: false,
        hasSource: false,
        networkState: 0,
        readyState: 0,
      });
    await expect(page.getByRole('button', { name: title, exact: true })).toBeFocused();
  });
});

test.describe('contact', () => {
  test('without the chat widget: text, QR image, chat-app link and name, version', async ({
    page,
    sandbox,
    t,
    expectAccessible,
  }) => {
    await sandbox.settings({ enableChatWidget: false });
    const contact = (await (await page.request.get('/api/lookup/contact')).json()) as ContactLookup;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: t['contact.title'] })).toBeVisible();
    await expect(page.getByText(contact.contactText)).toBeVisible();
    const qr = page.getByRole('img', {
      name: fill(t['contact.qrAlt'], { name: contact.lineName }),
    });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const link = page.getByRole('link', { name: contact.lineName, exact: true });
    await expect(link).toHaveAttribute('href', contact.lineLink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(
      page.getByText(fill(t['contact.version'], { version: APP_VERSION }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t['chat.open'] })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('with the chat widget: its button and the link still, on /contact and /user/contact', async ({
    page,
    sandbox,
    t,
    loggedIn,
    expectAccessible,
  }) => {
    await sandbox.settings({ enableChatWidget: true });
    const contact = (await (await page.request.get('/api/lookup/contact')).json()) as ContactLookup;
    await page.goto('/contact');
    // The live chat's floating button (e2e/chat.spec.ts tests the chat itself).
    await expect(page.getByRole('button', { name: t['chat.open'] })).toBeVisible();
    await expect(page.getByText(contact.contactText)).toBeVisible();
    await expect(
      page.getByRole('img', { name: fill(t['contact.qrAlt'], { name: contact.lineName }) }),
    ).toBeVisible();
    // The QR cannot be scanned with the phone that shows it: the link is there as well.
    await expect(page.getByRole('link', { name: contact.lineName, exact: true })).toHaveAttribute(
      'href',
      contact.lineLink,
    );
    await expect(page.getByText(t['contact.onThisPhone'] ?? '', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await loggedIn();
    await page.goto('/user/contact');
    await expect(page.getByRole('navigation', { name: t['nav.member'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t['contact.title'] })).toBeVisible();
    await expect(page.getByRole('button', { name: t['chat.open'] })).toBeVisible();
    await expect(
      page.getByText(fill(t['contact.version'], { version: APP_VERSION }), { exact: true }),
    ).toBeVisible();
  });
});
