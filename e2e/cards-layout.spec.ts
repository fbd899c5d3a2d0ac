import { expect, messages, test } from './fixtures';
import { withoutWebGL } from './without-webgl';

/**
 * The game cards and a few layout faults (docs/product.md#game-carousels), measured on a
 * 360 px phone (playwright.config.ts): where the first card is, how big the "Not activated"
 * badge is, that the game's name shows once, the refund buttons' height, and the 404 page's
 * shell.
 */

/** Turns WebGL off, so the carousels show their DOM cards. */
test.describe('game cards', () => {
  test('the carousel starts filled: a tap in its left third opens the first card', async ({
    page,
    t,
    member,
    home,
    loggedIn,
  }) => {
    const slots = (await member.wallet()).slots.filter((slot) => slot.category === 'slot');
    expect(slots.length).toBeGreaterThanOrEqual(3);
    await loggedIn();
    await home.open();
    const region = page.getByRole('region', { name: t['home.category.slot'] });
    const host = region.locator('[data-scene="ready"]');
    await expect(host).toHaveCount(1, { timeout: 15_000 });
    // The first card rests on the left, the second in the centre.
    await expect(host).toHaveAttribute('data-centre', '1');
    const canvas = region.locator('canvas');
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas box');
    // Inside the left sixth: before, that part of the carousel was empty.
    await page.mouse.click(box.x + box.width * 0.15, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: slots[0]?.name });
    await expect(dialog).toBeVisible();
  });

  test('the DOM cards: the name once, a 12 px badge, the first card at the left', async ({
    page,
    t,
    home,
    member,
    loggedIn,
  }) => {
    await withoutWebGL(page);
    const accounts = (await member.wallet()).slots;
    const inactive = accounts.find((account) => !account.isActive);
    if (!inactive) throw new Error('the demo member has no inactive game account');
    await loggedIn();
    await home.open();
    const games = page.getByRole('region', { name: t['home.games'] });
    await expect(games.locator('[data-scene="fallback"]')).toHaveCount(3);

    const card = games.getByRole('button', { name: inactive.name, exact: true });
    const badge = card.getByText(t['home.card.inactive'] ?? '', { exact: true });
    await expect(badge).toBeVisible();
    const size = await badge.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(size).toBeGreaterThanOrEqual(12);
    // The name is on the card once: no second copy (nor a category) in its background art.
    const text = (await card.textContent()) ?? '';
    expect(text.split(inactive.name)).toHaveLength(2);
    const background = await page.request.get(inactive.background ?? '');
    expect(await background.text()).not.toContain('<text');

    // The first card starts at the left of its carousel.
    const region = page.getByRole('region', { name: t[`home.category.${inactive.category}`] });
    const list = region.locator('[data-scene="fallback"]');
    const listBox = await list.boundingBox();
    const firstBox = await list.getByRole('button').first().boundingBox();
    if (!listBox || !firstBox) throw new Error('no boxes');
    expect(firstBox.x - listBox.x).toBeLessThan(listBox.width / 3);
  });
});

test.describe('refund buttons', () => {
  test('"Receive refund" stays on one line in English on a 360 px phone', async ({
    page,
    sandbox,
    home,
    loggedIn,
  }) => {
    await sandbox.settings({ refundBanners: false });
    const en = messages('en');
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await loggedIn();
    await home.open();
    await page.getByRole('button', { name: en['home.widget.refund'] }).click();
    const dialog = page.getByRole('dialog', { name: en['refund.title'] });
    const receive = dialog.getByRole('button', { name: en['refund.receive'], exact: true });
    const add = dialog.getByRole('button', { name: en['refund.addWallet'], exact: true });
    await expect(receive).toBeVisible();
    for (const button of [receive, add]) {
      const lines = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        const range = document.createRange();
        range.selectNodeContents(element);
        // One line box per line of text.
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return {
          lines: tops.size,
          height: element.getBoundingClientRect().height,
          font: style.fontSize,
        };
      });
      expect(lines.lines).toBe(1);
      expect(lines.height).toBeLessThanOrEqual(46);
      expect(Number.parseFloat(lines.font)).toBeGreaterThanOrEqual(14);
    }
  });
});

test.describe('404 page', () => {
  test("a guest's 404 has the logo, the app name, the language switch and the public menu", async ({
    page,
    brand,
    t,
    expectAccessible,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: t['notFound.title'] })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t['nav.public'] })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t['language.label'] })).toBeVisible();
    await expect(page.getByText(brand.appName, { exact: true })).toBeVisible();
    await expect(page.locator('header img')).toBeVisible();
    await page.getByRole('link', { name: t['notFound.back'] }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expectAccessible(page);
  });

  test("a member's 404 has the member shell: logo, language switch, member menu", async ({
    page,
    sandbox,
    brand,
    t,
    loggedIn,
  }) => {
    void sandbox;
    await loggedIn();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: t['notFound.title'] })).toBeVisible();
    const menu = page.getByRole('navigation', { name: t['nav.member'] });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('combobox', { name: t['language.label'] })).toBeVisible();
    await expect(page.getByText(brand.appName, { exact: true })).toBeVisible();
    await expect(page.locator('header img')).toBeVisible();
    await menu.getByRole('link', { name: t['nav.profile'] }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
  });
});
