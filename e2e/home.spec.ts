import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { GameAccount, WalletResult } from '../src/api/types';
import { DEMO_PASSWORD, expect, MemberApi, nameToEdit, test } from './fixtures';
import { escapeRegExp, fill } from './message-text';
import { satang } from './money';
import { CAROUSEL_RENDERER, withoutWebGL } from './without-webgl';

/** The dashboard's "updated <time>" line, by the text before its placeholder. */
function updatedLine(page: Page, t: Record<string, string>) {
  const before = (t['home.lastSync'] ?? '').split('{')[0] ?? '';
  return page.getByText(new RegExp(`^${escapeRegExp(before)}`));
}

/**
 * Where the dashboard says the reload has ended: its sync line is on screen (so the
 * dashboard has rendered, and with it the "updating" text, shown from its first render)
 * and the "updating" text is gone. Without the first wait an unrendered page would pass.
 */
async function balancesSettled(page: Page, t: Record<string, string>) {
  await expect(
    updatedLine(page, t)
      .or(page.getByText(t['home.neverSynced'] ?? '', { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(t['home.updating'] ?? '')).toHaveCount(0);
}

test.describe('home dashboard', () => {
  test('the total is the main wallet plus every game account, as the API says', async ({
    page,
    t,
    money,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    const total =
      [wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount)].reduce(
        (sum, amount) => sum + satang(amount),
        0,
      ) / 100;
    await loggedIn({ token });
    await home.open();
    await balancesSettled(page, t);
    await expect(page.getByText(money.text(total), { exact: true })).toBeVisible();
    await expect(
      page.getByText(fill(t['home.greeting'], { name: wallet.profile.name })),
    ).toBeVisible();
    // The refresh on load says when it ran, and stored that time.
    await expect(updatedLine(page, t)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lastSync'))).toBeTruthy();
  });

  test("a returning member's wallet read and home screen code leave while the main script is still downloading", async ({
    page,
    t,
    home,
    loggedIn,
  }) => {
    await loggedIn();
    const seen: string[] = [];
    const early = { wallet: () => {}, code: () => {} };
    const walletRead = new Promise<void>((resolve) => {
      early.wallet = resolve;
    });
    const homeCode = new Promise<void>((resolve) => {
      early.code = resolve;
    });
    // The main script is held until the wallet read and a chunk of the home screen are
    // seen, or for 5 s: without the early script (docs/architecture.md#first-load) neither
    // is asked for before the main script runs.
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
      await Promise.race([
        Promise.all([walletRead, homeCode]),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
      seen.push('main script');
      await route.continue();
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/wallet') {
        seen.push('wallet read');
        early.wallet();
      } else if (
        // Not the core texts, which index.html itself preloads for every page.
        /^\/static\/js\/async\/(?!locale-)/.test(path) &&
        !seen.includes('home code')
      ) {
        seen.push('home code');
        early.code();
      }
    });
    await home.open();
    await balancesSettled(page, t);
    expect(seen.slice(0, 3).sort()).toEqual(['home code', 'main script', 'wallet read']);
    expect(seen[2]).toBe('main script');
  });

  test('one carousel per category that has game accounts, each with its accounts', async ({
    page,
    t,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    await loggedIn({ token });
    await home.open();
    const games = page.getByRole('region', { name: t['home.games'] });
    const categories = (['slot', 'sport', 'lotto'] as const).filter((category) =>
      wallet.slots.some((slot) => slot.category === category),
    );
    await expect(games.getByRole('region')).toHaveCount(categories.length);
    for (const category of categories) {
      const region = games.getByRole('region', { name: t[`home.category.${category}`] });
      const accounts = wallet.slots.filter((slot) => slot.category === category);
      await expect(region.getByRole('button')).toHaveCount(accounts.length);
      for (const account of accounts) {
        await expect(region.getByRole('button', { name: account.name, exact: true })).toHaveCount(
          1,
        );
      }
    }
  });

  test('the spin widget shows the coins, and refresh-all takes its place when spin is off', async ({
    page,
    sandbox,
    t,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    await loggedIn({ token });
    await home.open();
    const shortcuts = home.shortcuts;
    const spin = shortcuts.getByRole('link', { name: new RegExp(t['home.widget.spin'] ?? '') });
    await expect(spin).toContainText(String(wallet.profile.coin));
    await expect(shortcuts.getByRole('link', { name: t['home.widget.bonus'] })).toHaveAttribute(
      'href',
      '/user/bonus',
    );

    await sandbox.settings({ spinActive: false });
    await page.reload();
    const refresh = shortcuts.getByRole('button', { name: t['home.widget.refresh'] });
    await expect(refresh).toBeVisible();
    await expect(spin).toHaveCount(0);
    await balancesSettled(page, t);
    const refreshed = page.waitForRequest((request) =>
      request.url().endsWith('/api/wallet/refresh/slot'),
    );
    await refresh.click();
    await refreshed;
    await balancesSettled(page, t);
  });

  test('the home screen is accessible', async ({ page, expectAccessible, t, home, loggedIn }) => {
    await loggedIn();
    await home.open();
    await expect(page.locator('[data-scene="ready"]')).toHaveCount(3, { timeout: 15_000 });
    await balancesSettled(page, t);
    await expectAccessible(page);
  });
});

test.describe('game accounts', () => {
  test('activate an account, read its login, then play: the auto-login link opens in a new tab', async ({
    page,
    t,
    say,
    money,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    // An inactive game whose auto-login needs the username and the password (docs/api.md#auto-login).
    const game = wallet.slots.find(
      (slot) => !slot.isActive && ['slotracha', 'pgslot', 'imi', 'circus'].includes(slot.code),
    ) as GameAccount;
    expect(game).toBeTruthy();
    await loggedIn({ token });
    await home.open();
    // The keyboard way in: each card is a button (the canvas is decorative for assistive tech).
    await page.getByRole('button', { name: game.name, exact: true }).press('Enter');
    const dialog = page.getByRole('dialog', { name: game.name });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t['slot.activate'] }).click();
    // Activated once the modal says so: only then has the server made the login.
    await expect(page.getByText(t['slot.activated'] ?? '')).toBeVisible();

    const login = await member.get<{ username: string; password: string }>(
      `/api/wallet/account/${game.code}`,
    );
    await expect(dialog.getByText(login.username, { exact: true })).toBeVisible();
    await expect(dialog.getByText(login.password, { exact: true })).toBeVisible();

    // Move 10 baht (10,000 kip) in, then play.
    const moved = money.of(10);
    await dialog.getByLabel(say('slot.amount', { unit: money.unit })).fill(money.typed(moved));
    const autoLogin = page.waitForRequest((request) =>
      request.url().includes(`/api/autoLogin/${game.code}/${login.username}/`),
    );
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: t['slot.play'] }).click();
    await autoLogin;
    const tab = await popup;
    await tab.waitForURL(
      new RegExp(`/api/media/game\\.html\\?game=${game.code}&user=${login.username}`),
    );
    await expect(tab.getByRole('heading', { name: game.name })).toBeVisible();
    await tab.close();
    const after = await member.get<WalletResult>('/api/wallet');
    expect(after.slots.find((slot) => slot.code === game.code)?.amount).toBe(moved);
    expect(satang(after.wallet.amount)).toBe(satang(wallet.wallet.amount) - satang(moved));
    await expect(
      dialog.getByText(money.text(moved), {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('transfer-only is off at 0 and moves money in once', async ({
    page,
    t,
    say,
    money,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    await loggedIn({ token });
    await home.open();
    await page.getByRole('button', { name: game.name, exact: true }).press('Enter');
    const dialog = page.getByRole('dialog', { name: game.name });
    const transfer = dialog.getByRole('button', { name: t['slot.transferOnly'] });
    await expect(transfer).toBeDisabled();
    await dialog.getByLabel(say('slot.amount', { unit: money.unit })).fill('0');
    await expect(transfer).toBeDisabled();
    await dialog
      .getByLabel(say('slot.amount', { unit: money.unit }))
      .fill(money.typed(money.of(25)));
    let transfers = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/wallet/transfer')) transfers++;
    });
    await transfer.dblclick();
    await expect(
      page.getByText(
        say('slot.transferred', {
          money: money.text(money.of(25)),
          game: game.name,
        }),
      ),
    ).toBeVisible();
    expect(transfers).toBe(1);
    const after = await member.get<WalletResult>('/api/wallet');
    expect(satang(after.wallet.amount)).toBe(satang(wallet.wallet.amount) - satang(money.of(25)));
  });
});

test.describe('invite and refund', () => {
  test('the invite link is the site origin, /register and PR + the member id', async ({
    page,
    sandbox,
    t,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    await loggedIn({ token });
    await home.open();
    const origin = new URL(page.url()).origin;
    const expected = `${origin}/register?code=PR${wallet.profile._id}`;
    const shortcuts = home.shortcuts;

    // With banners: the banner carousel first, the invite modal from there.
    await shortcuts.getByRole('button', { name: t['home.widget.invite'] }).click();
    const banners = page.getByRole('dialog', { name: t['invite.title'] });
    await expect(banners.getByRole('region', { name: t['invite.title'] })).toBeVisible();
    await banners.getByRole('button', { name: t['invite.openPlain'] }).click();
    await expect(page.getByRole('textbox', { name: t['invite.link'], exact: true })).toHaveValue(
      expected,
    );
    await expect(
      page.getByRole('table', { name: t['invite.list'] }).getByRole('row'),
    ).not.toHaveCount(0);
    await page.getByRole('button', { name: t['ui.close'] }).click();

    // Without banners: straight to the invite modal.
    await sandbox.settings({ inviteBanners: false });
    await shortcuts.getByRole('button', { name: t['home.widget.invite'] }).click();
    await expect(page.getByRole('textbox', { name: t['invite.link'], exact: true })).toHaveValue(
      expected,
    );
  });

  test('the invite link as a QR code: shown, saved as a PNG, shared with the link', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    home,
    member,
    loggedIn,
  }) => {
    await sandbox.settings({ inviteBanners: false });
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    // A share sheet that takes files, as on a phone: what the wallet hands it is kept.
    await page.addInitScript(() => {
      const shared: { title?: string; text?: string; files: { name: string; type: string }[] }[] =
        [];
      Object.assign(window, { __shared: shared });
      navigator.canShare = (data?: ShareData) => Boolean(data?.files?.length);
      navigator.share = async (data?: ShareData) => {
        shared.push({
          title: data?.title,
          text: data?.text,
          files: [...(data?.files ?? [])].map((file) => ({ name: file.name, type: file.type })),
        });
      };
    });
    await loggedIn({ token });
    await home.open();
    const link = `${new URL(page.url()).origin}/register?code=PR${wallet.profile._id}`;
    await home.shortcut('home.widget.invite').click();
    const modal = page.getByRole('dialog', { name: t['invite.title'] });
    const code = modal.getByRole('img', { name: t['invite.qr.image'] });
    await expect(code).toBeVisible();
    await expect(modal.getByText(t['invite.qr.hint'] ?? '')).toBeVisible();

    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: t['invite.qr.save'] }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('invite-qr.png');
    await expect(page.getByText(t['invite.qr.saved'] ?? '')).toBeVisible();
    const bytes = await readFile((await file.path()) ?? '');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBe(1024);
    // Read the pixels back: a white quiet zone round the code, dark modules inside it.
    const pixels = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 64) dark += 1;
      return {
        margin: [...context.getImageData(48, 512, 1, 1).data],
        dark: dark / (data.length / 4),
      };
    }, bytes.toString('base64'));
    expect(pixels?.margin).toEqual([255, 255, 255, 255]);
    expect(pixels?.dark).toBeGreaterThan(0.2);

    await modal.getByRole('button', { name: t['invite.share'] }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([
        {
          title: brand.appName,
          text: `${say('invite.shareText', { appName: brand.appName })}\n${link}`,
          files: [{ name: 'invite-qr.png', type: 'image/png' }],
        },
      ]);
  });

  test('refund: check, receive after a confirmation with the percentages, the list, the wallet', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    money,
    home,
    member,
    loggedIn,
  }) => {
    await sandbox.settings({ refundBanners: false });
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    const check = await member.get<{
      refundAmount: number;
      refundSuccess: number;
      refundFail: number;
    }>('/api/refund/check');
    expect(check.refundAmount).toBeGreaterThan(0);
    await loggedIn({ token });
    await home.open();
    await balancesSettled(page, t);
    const shortcuts = home.shortcuts;
    await shortcuts.getByRole('button', { name: t['home.widget.refund'] }).click();
    const dialog = page.getByRole('dialog', { name: t['refund.title'] });
    const amount = money.text(check.refundAmount);
    await expect(dialog.getByText(amount)).toBeVisible();
    const rows = dialog.getByRole('table', { name: t['refund.list'] }).getByRole('row');
    await expect(rows).not.toHaveCount(0);

    await dialog.getByRole('button', { name: t['refund.receive'] }).click();
    const confirm = page.getByRole('dialog', { name: t['refund.confirmTitle'] });
    await expect(confirm).toContainText(
      say('refund.confirmRates', {
        money: amount,
        success: check.refundSuccess,
        fail: check.refundFail,
      }),
    );
    await confirm.getByRole('button', { name: t['refund.receive'] }).click();
    const done = page.getByRole('dialog', { name: t['home.receivedTitle'] });
    await expect(done).toContainText(t['error.REFUND_SUCCESS'] ?? '');
    await done.getByRole('button', { name: t['ui.ok'] }).click();
    // The newest refund heads the list: today in site time (DD/MM/YYYY), this amount.
    const today = new Intl.DateTimeFormat('en-GB', {
      timeZone: brand.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await expect(rows.nth(1)).toContainText(today);
    await expect(rows.nth(1)).toContainText(money.number(check.refundAmount));
    await expect(dialog.getByRole('button', { name: t['refund.receive'] })).toBeDisabled();
    await dialog.getByRole('button', { name: t['ui.close'] }).click();

    const total =
      [
        wallet.wallet.amount + check.refundAmount,
        ...wallet.slots.map((slot) => slot.amount),
      ].reduce((sum, value) => sum + satang(value), 0) / 100;
    await expect(page.getByText(money.text(total), { exact: true })).toBeVisible();
  });

  test('receiving a refund is off while a bonus is active', async ({
    page,
    sandbox,
    t,
    home,
    member,
    loggedIn,
  }) => {
    await sandbox.settings({ refundBanners: false });
    const token = member.token;
    await member.get('/api/bonus/activate/DAILY50');
    await loggedIn({ token });
    await home.open();
    await home.shortcut('home.widget.refund').click();
    const dialog = page.getByRole('dialog', { name: t['refund.title'] });
    await expect(dialog.getByText(t['refund.bonusActive'] ?? '')).toBeVisible();
    // Said once: the wallet's words replace the server's "end your bonus first".
    await expect(dialog.getByText(/bonus|โบนัส|ໂບນັດ/)).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: t['refund.receive'] })).toBeDisabled();
  });
});

test.describe('agreement and bank account name', () => {
  test('the agreement opens after 1.5 s until it is accepted', async ({ page, t, member }) => {
    const token = member.token;
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/user/home');
    const dialog = page.getByRole('dialog', { name: t['agreement.title'] });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    const accept = dialog.getByRole('button', { name: t['agreement.accept'] });
    await expect(accept).toBeDisabled();
    await dialog.getByLabel(t['agreement.check'] ?? '').check();
    await accept.click();
    await expect(dialog).toBeHidden();
    await page.reload();
    // Long enough after the page started for the agreement to have opened, were it due.
    await page.waitForFunction(() => performance.now() > 3000);
    await expect(page.getByRole('heading', { name: t['home.title'] })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('a member whose bank needs an English name is asked for one and can save it', async ({
    page,
    brand,
    t,
    home,
    loggedIn,
  }) => {
    const editing = await MemberApi.logIn(page.request, nameToEdit(brand).phone, DEMO_PASSWORD);
    await loggedIn({ token: editing.token });
    await home.open();
    await page.getByRole('button', { name: t['bankName.edit'] }).click();
    const dialog = page.getByRole('dialog', { name: t['bankName.edit'] });
    const field = dialog.getByLabel(t['bankName.label'] ?? '');
    await field.fill('สมหญิง');
    await dialog.getByRole('button', { name: t['bankName.save'] }).click();
    await expect(dialog.getByText(t['error.BANK_ACCOUNT_NAME_ENG'] ?? '')).toBeVisible();
    await field.fill('somying test');
    await dialog.getByRole('button', { name: t['bankName.save'] }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t['bankName.edit'] })).toHaveCount(0);
    const wallet = await editing.wallet();
    expect(wallet.bankAccount.bankAccountName).toBe('SOMYING TEST');
  });
});

/** How many different colours an element shows on screen (sampled), from a screenshot. */
async function colours(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 5) {
      seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return seen.size;
  }, png.toString('base64'));
}

test.describe('carousel canvas', () => {
  test('draws the cards, answers a tap and a swipe, and frees its one WebGL context on leaving', async ({
    page,
    t,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    const slots = wallet.slots.filter((slot) => slot.category === 'slot');
    await loggedIn({ token });
    await home.open();
    const region = page.getByRole('region', { name: t['home.category.slot'] });
    await expect(region.locator('[data-scene="ready"]')).toHaveCount(1, { timeout: 15_000 });
    const canvas = region.locator('canvas');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');

    // It draws: the canvas is not one flat colour (the page behind it is).
    await expect.poll(async () => colours(page, await canvas.screenshot())).toBeGreaterThan(200);

    // A tap on the centre card opens that account: the second one, since the cards fill the
    // view from the start (the first rests on the left, e2e/cards-layout.spec.ts).
    // In the middle of the window, clear of the fixed top bar and bottom menu.
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas box');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.click(cx, cy);
    const first = page.getByRole('dialog', { name: slots[1]?.name });
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: t['ui.close'] }).click();

    // A drag to the left brings a later card to rest in the centre; a tap there opens it.
    const host = region.locator('[data-scene="ready"]');
    await expect(host).toHaveAttribute('data-centre', '1');
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - box.width * 0.35, cy, { steps: 10 });
    await page.mouse.up();
    await expect(host).not.toHaveAttribute('data-centre', '1');
    const centre = Number(await host.getAttribute('data-centre'));
    await page.mouse.click(cx, cy);
    const second = page.getByRole('dialog', { name: slots[centre]?.name });
    await expect(second).toBeVisible();
    // An inactive account's modal has a second close button (its activation panel).
    await second.getByRole('button', { name: t['ui.close'] }).first().click();

    // The three carousels share one renderer: one worker, and so one WebGL context, draws
    // into each carousel's own canvas.
    const games = page.getByRole('region', { name: t['home.games'] });
    await expect(games.locator('[data-scene="ready"] canvas')).toHaveCount(3, {
      timeout: 15_000,
    });
    const renderers = page.workers().filter((worker) => CAROUSEL_RENDERER.test(worker.url()));
    expect(renderers).toHaveLength(1);
    // Leaving the screen removes every canvas and ends the worker, context and all.
    const ended = new Promise((resolve) => renderers[0]?.once('close', resolve));
    await page
      .getByRole('navigation', { name: t['nav.member'] })
      .getByRole('link', { name: t['nav.profile'] })
      .click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await ended;
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(page.workers().filter((worker) => CAROUSEL_RENDERER.test(worker.url()))).toHaveLength(0);
  });

  test('a lost WebGL context leaves the same cards as plain buttons in every carousel, never a blank area', async ({
    page,
    t,
    money,
    home,
    member,
    loggedIn,
  }) => {
    const token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    const first = wallet.slots.find((slot) => slot.category === 'slot') as GameAccount;
    await loggedIn({ token });
    await home.open();
    const region = page.getByRole('region', { name: t['home.category.slot'] });
    await expect(region.locator('[data-scene="ready"]')).toHaveCount(1, { timeout: 15_000 });
    const games = page.getByRole('region', { name: t['home.games'] });
    await expect(games.locator('[data-scene="ready"]')).toHaveCount(3, { timeout: 15_000 });
    // The carousels share one context: losing it sends all three to their DOM cards. A
    // thread that asks for more contexts than the browser keeps (16 in Chromium) loses its
    // oldest one: here the renderer's own, in its worker.
    const renderer = page.workers().find((worker) => CAROUSEL_RENDERER.test(worker.url()));
    if (!renderer) throw new Error('no renderer worker');
    await renderer.evaluate(() => {
      for (let i = 0; i < 20; i += 1) new OffscreenCanvas(1, 1).getContext('webgl2');
    });
    await expect(games.locator('[data-scene="fallback"]')).toHaveCount(3);
    await expect(page.locator('canvas')).toHaveCount(0);
    const card = region.getByRole('button', { name: first.name, exact: true });
    await expect(card).toContainText(money.text(first.amount));
    await card.click();
    await expect(page.getByRole('dialog', { name: first.name })).toBeVisible();
  });
});

test.describe('carousel canvas without WebGL', () => {
  test('the cards are plain buttons and PixiJS is never downloaded', async ({
    page,
    t,
    home,
    loggedIn,
  }) => {
    await withoutWebGL(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await loggedIn();
    await home.open();
    const games = page.getByRole('region', { name: t['home.games'] });
    await expect(games.locator('[data-scene="fallback"]')).toHaveCount(3);
    await expect(games.locator('canvas')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The worker learnt there is no WebGL before asking for PixiJS, and has ended.
    expect(scripts.some((url) => /canvas-pixi\.[0-9a-f]+\.js$/.test(url))).toBe(false);
    expect(page.workers().filter((worker) => CAROUSEL_RENDERER.test(worker.url()))).toHaveLength(0);
  });
});

test.describe('carousel canvas on a slow network', () => {
  test('card images that do not arrive delay the carousels by about a second, not a second per card', async ({
    page,
    t,
    home,
    loggedIn,
  }) => {
    // Game logos and backgrounds never answer: each card is drawn with its gradient. (The
    // page's load never comes where the cards' DOM version is on screen first, as on a
    // busy machine: its images are asked for and never arrive.)
    await page.route('**/api/media/games/**', () => undefined);
    await loggedIn();
    await home.open({ waitUntil: 'domcontentloaded' });
    // Timed from the moment the carousel's region is on the screen (not from the page
    // load, which a busy machine slows down, and with the player scrolled to it: a carousel
    // out of sight waits 1.5 s before it starts): the slot carousel has seven cards, so a
    // second's wait per card would be seven seconds or more.
    const region = page.getByRole('region', { name: t['home.category.slot'] });
    await expect(region).toBeVisible();
    await region.scrollIntoViewIfNeeded();
    const shown = Date.now();
    await expect(region.locator('[data-scene="ready"]')).toHaveCount(1, { timeout: 15_000 });
    expect(Date.now() - shown).toBeLessThan(5_000);
  });
});
