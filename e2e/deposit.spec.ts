import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DepositBank, DepositLookup, WalletResult } from '../src/api/types';
import { takesCurrency } from '../src/domain/rules/currency';
import { expect, nameToEdit, SANDBOX_CONTROL, test } from './fixtures';
import { addAmounts, depositOffer, satang, walletTotal } from './money';
import { countRequests } from './requests';

/**
 * The wallet-link minimum the deposit modal names (docs/product.md#limits-and-formats), in
 * the member's unit: the wallet's constant lives in a screen module the specs do not load.
 */
const WALLET_LINK_MIN = 2;

/** The sandbox's development key for wallet-app links (docs/api.md#wallet-app-link). */
const truelinkKey = readFileSync('server/dev-keys/truelink-private.pem', 'utf8');
const decrypt = (base64: string) =>
  privateDecrypt(
    { key: truelinkKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

interface StoredSlip {
  reference: string;
  amount: number;
  status: string;
  file: { name: string; bytes: number; width: number | null; height: number | null } | null;
}

/** An account number as the deposit modal writes it: 10 digits as 3-3-4. */
const accountNoText = (bank: DepositBank) =>
  /^\d{10}$/.test(bank.bankAccountNo)
    ? bank.bankAccountNo.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')
    : bank.bankAccountNo;

/**
 * A large, detailed camera-like photo made in the page (a canvas, ~3000 px wide, JPEG at
 * 0.95), as the bytes a file picker would hand over.
 */
async function bigPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2250;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    const gradient = context.createLinearGradient(0, 0, 3000, 2250);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2250);
    // Detail JPEG cannot squeeze away: sensor-like noise, drawn as a tile over the gradient
    // (JPEG codes each 8 × 8 block on its own, so a repeated tile costs as much as fresh
    // noise, and the page makes it in a moment even on a busy machine).
    const tile = document.createElement('canvas');
    tile.width = 256;
    tile.height = 256;
    const tileContext = tile.getContext('2d');
    if (!tileContext) throw new Error('no 2D context');
    const noise = tileContext.createImageData(256, 256);
    let seed = 7;
    for (let i = 0; i < noise.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grey = seed % 256;
      noise.data[i] = grey;
      noise.data[i + 1] = grey;
      noise.data[i + 2] = grey;
      noise.data[i + 3] = 40;
    }
    tileContext.putImageData(noise, 0, 0);
    const pattern = context.createPattern(tile, 'repeat');
    if (!pattern) throw new Error('no pattern');
    context.fillStyle = pattern;
    context.fillRect(0, 0, 3000, 2250);
    context.fillStyle = '#111';
    context.font = 'bold 120px sans-serif';
    context.fillText('SLIP 1,500.00 THB', 200, 400);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.95),
    );
    if (!blob) throw new Error('no JPEG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test.describe('deposit', () => {
  test('bank transfer: the accounts, a one-tap copy of the number, the deposit texts', async ({
    page,
    context,
    brand,
    t,
    say,
    money,
    expectAccessible,
    home,
    member,
    loggedIn,
  }) => {
    test.slow(); // several round trips and an accessibility scan
    const token = member.token;
    const lookup = await member.get<DepositLookup>('/api/lookup/deposit');
    const listed = lookup.banks.filter(
      (bank: DepositBank) => bank.bankType !== 'PAYMENT' && bank.mode !== 'AUTO',
    );
    // Only the accounts that take the member's currency are listed (kip: the local bank's).
    const manual = listed.filter((bank) => takesCurrency(bank, money.currency));
    const otherCurrency = listed.filter((bank) => !takesCurrency(bank, money.currency));
    expect(manual.length).toBeGreaterThan(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loggedIn({ token });
    await home.open();
    const dialog = await home.openDeposit('bank');

    const accounts = dialog.getByRole('list', { name: t['deposit.bank.accounts'] });
    await expect(accounts.getByRole('listitem')).toHaveCount(manual.length);
    for (const [index, bank] of manual.entries()) {
      const item = accounts.getByRole('listitem').nth(index);
      // The bank's name in the reader's language (docs/product.md): Thai, else Lao where the
      // bank has a Lao name, else English.
      const name =
        brand.defaultLocale === 'th'
          ? bank.bank.nameTH
          : brand.defaultLocale === 'la'
            ? (bank.bank.nameLA ?? bank.bank.nameEN)
            : bank.bank.nameEN;
      await expect(item).toContainText(name);
      await expect(item).toContainText(bank.bankAccountName);
      await expect(item).toContainText(accountNoText(bank));
      if (bank.currency) {
        await expect(item).toContainText(say('deposit.bank.currency', { currency: bank.currency }));
      }
    }
    for (const bank of otherCurrency) {
      await expect(accounts).not.toContainText(accountNoText(bank));
    }
    const first = manual[0] as DepositBank;
    const digits = first.bankAccountNo.replace(/\D/g, '');
    await accounts.getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByText(say('copy.success', { text: digits }))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);

    const texts = dialog.getByRole('list', { name: t['deposit.texts.title'] });
    await expect(texts).toContainText(t['deposit.texts.credited'] ?? '');
    await expect(texts).toContainText(t['deposit.texts.slipWithin'] ?? '');
    await expect(texts).toContainText(
      say('deposit.texts.slipWindow', { start: '23:00', end: '00:30', zone: 'UTC+7' }),
    );
    await expectAccessible(page);

    await dialog.getByRole('button', { name: t['deposit.bank.toSlip'] }).click();
    await expect(dialog.getByRole('tab', { name: t['deposit.mode.slip'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('auto deposit: refused amounts send nothing, a double tap sends once, the receipt and the dashboard follow', async ({
    page,
    brand,
    t,
    say,
    money,
    expectAccessible,
    home,
    member,
    loggedIn,
  }) => {
    test.slow(); // several round trips and an accessibility scan
    const token = member.token;
    const before = await member.get<WalletResult>('/api/wallet');
    const amountOf = money.text;
    await loggedIn({ token });
    await home.open();
    await expect(page.getByText(amountOf(walletTotal(before)), { exact: true })).toBeVisible();
    const deposits = countRequests(page, '/api/wallet/add');
    if (!depositOffer(brand, money.currency).auto) {
      // No account of this currency matches deposits automatically: the tab is not offered.
      const dialog = await home.openDeposit('bank');
      await expect(dialog.getByRole('tab', { name: t['deposit.mode.auto'] })).toHaveCount(0);
      expect(deposits()).toBe(0);
      return;
    }
    const dialog = await home.openDeposit('auto');
    const field = dialog.getByLabel(say('deposit.auto.amount', { unit: money.unit }));
    const confirm = dialog.getByRole('button', { name: t['deposit.auto.submit'] });
    await expectAccessible(page);

    const minimum = money.rules.depositMin;
    const deposit = money.of(150.25);
    for (const [typed, message] of [
      [money.typed(minimum / 2), say('deposit.auto.minimum', { money: amountOf(minimum) })],
      [money.tooPrecise, t[money.tooPreciseMessage]],
      ['12a', t['amount.invalid']],
      ['1,00', t['amount.invalid']],
      ['20,000,000', t['amount.tooLarge']],
    ] as const) {
      await field.fill(typed);
      await expect(dialog.getByText(message ?? '', { exact: true })).toBeVisible();
      await expect(confirm).toBeDisabled();
      await field.press('Enter');
    }
    expect(deposits()).toBe(0);

    await field.fill(money.typed(deposit));
    await confirm.dblclick();
    const receipt = dialog.getByRole('region', { name: t['deposit.auto.done'] });
    await expect(receipt).toBeVisible({ timeout: 15_000 });
    await expect(receipt).toContainText(amountOf(deposit));
    await expect(receipt).toContainText(amountOf(addAmounts(before.wallet.amount, deposit)));
    expect(deposits()).toBe(1);

    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
    const total = addAmounts(walletTotal(before), deposit);
    await expect(page.getByText(amountOf(total), { exact: true })).toBeVisible();
    const stored = await member.get<WalletResult>('/api/wallet');
    expect(satang(stored.wallet.amount)).toBe(satang(before.wallet.amount) + satang(deposit));
  });

  test('auto deposit: the bank-name edit it opens returns the player to the auto-deposit tab', async ({
    page,
    sandbox,
    brand,
    t,
    home,
    loggedIn,
  }) => {
    // The seeded member whose account name is not in English at a bank that wants it so.
    const token = await sandbox.token(nameToEdit(brand).phone);
    await loggedIn({ token });
    await home.open();
    const deposit = await home.openDeposit('auto');
    await deposit.getByRole('button', { name: t['bankName.edit'], exact: true }).click();
    const edit = page.getByRole('dialog', { name: t['bankName.edit'] });
    await edit.getByLabel(t['bankName.label'] ?? '').fill('somying test');
    await edit.getByRole('button', { name: t['bankName.save'] }).click();
    await expect(edit).toBeHidden();
    // Back where the player was (the deposit modal used to close): the deposit
    // modal, on its auto-deposit tab, now asking for the amount.
    const back = page.getByRole('dialog', { name: t['deposit.title'] });
    await expect(back.getByRole('tab', { name: t['deposit.mode.auto'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(back.getByRole('button', { name: t['deposit.auto.submit'] })).toBeVisible();
  });

  test('wallet-app link: sent encrypted, credited, and a reused voucher refused with the link kept', async ({
    page,
    t,
    say,
    money,
    expectAccessible,
    home,
    member,
    loggedIn,
  }) => {
    test.slow(); // encryption, two sends and an accessibility scan
    const token = member.token;
    const before = await member.get<WalletResult>('/api/wallet');
    const link = `https://gift.truemoney.com/campaign/?v=e2e${Date.now().toString(36)}&amount=25`;
    await loggedIn({ token });
    await home.open();
    let dialog = await home.openDeposit('wallet');
    const field = dialog.getByLabel(t['deposit.wallet.link'] ?? '');
    const send = dialog.getByRole('button', { name: t['deposit.wallet.send'] });
    await expect(send).toBeDisabled();
    await expect(dialog).toContainText(
      say('deposit.wallet.minimum', { money: money.text(WALLET_LINK_MIN) }),
    );
    await expectAccessible(page);

    await field.fill(link);
    const request = page.waitForRequest(
      (candidate) => new URL(candidate.url()).pathname === '/api/wallet/truelink',
    );
    await send.click();
    const sent = await request;
    const body = sent.postData() ?? '';
    expect(body).not.toContain('truemoney');
    expect(body).not.toContain(new URL(link).searchParams.get('v'));
    expect(decrypt((JSON.parse(body) as { link: string }).link)).toBe(link);

    const receipt = dialog.getByRole('region', { name: t['deposit.wallet.done'] });
    await expect(receipt).toBeVisible({ timeout: 15_000 });
    const after = addAmounts(before.wallet.amount, 25);
    await expect(receipt).toContainText(money.text(after));
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();

    // The same voucher again: refused, translated, in a popup; the link stays.
    dialog = await home.openDeposit('wallet');
    await dialog.getByLabel(t['deposit.wallet.link'] ?? '').fill(link);
    await dialog.getByRole('button', { name: t['deposit.wallet.send'] }).click();
    const popup = page.getByRole('dialog', { name: t['home.failedTitle'] });
    await expect(popup).toContainText(t['error.TRUELINK_DUPLICATE'] ?? '', { timeout: 15_000 });
    await popup.getByRole('button', { name: t['ui.ok'] }).click();
    await expect(dialog.getByLabel(t['deposit.wallet.link'] ?? '')).toHaveValue(link);
    const stored = await member.get<WalletResult>('/api/wallet');
    expect(satang(stored.wallet.amount)).toBe(satang(before.wallet.amount) + 2500);
  });

  test('slip: a large photo goes up shrunk, with a progress bar that moves, and shows in progress in the slip status', async ({
    page,
    brand,
    t,
    say,
    money,
    expectAccessible,
    home,
    member,
    loggedIn,
  }) => {
    test.setTimeout(120_000); // a photo made in the page, a throttled upload, two scans
    const token = member.token;
    const slipAmount = money.of(1500);
    await loggedIn({ token });
    await home.open();
    const photo = await bigPhoto(page);
    const dialog = await home.openDeposit('slip');
    await expectAccessible(page);

    await dialog.getByLabel(t['deposit.slip.choose'] ?? '').setInputFiles({
      name: 'IMG_20240501_083000.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(
      dialog.getByRole('img', {
        name: say('deposit.slip.preview', { name: 'IMG_20240501_083000.jpg' }),
      }),
    ).toBeVisible();
    await dialog
      .getByLabel(say('deposit.slip.amount', { unit: money.unit }))
      .fill(money.typed(slipAmount));

    // A slow uplink, as on mobile data: the upload takes long enough to be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 160 * 1024,
    });
    // Every value the progress bar shows, as the page renders it.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar?.hasAttribute('value')) {
          const value = Number(bar.getAttribute('value'));
          if (seen.at(-1) !== value) seen.push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const uploads = countRequests(page, '/api/wallet/slip');
    await dialog.getByRole('button', { name: t['deposit.slip.upload'] }).dblclick();
    await expect(
      dialog.getByRole('progressbar', { name: t['deposit.slip.progress'] }),
    ).toBeVisible();
    const sentHeading = dialog.getByRole('heading', { name: t['deposit.slip.sent'] });
    await expect(sentHeading).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(uploads()).toBe(1);
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    // It moved: several values between the start and the end, rising.
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    // What arrived: smaller than what was picked, 1600 px on its long edge.
    const response = await page.request.get(`/api/__sandbox/slips/${brand.demo.phone}`, {
      headers: SANDBOX_CONTROL,
    });
    const [stored] = (await response.json()) as StoredSlip[];
    expect(stored?.amount).toBe(slipAmount);
    expect(stored?.status).toBe('PENDING');
    expect(stored?.file?.bytes).toBeLessThan(photo.length);
    expect(Math.max(stored?.file?.width ?? 0, stored?.file?.height ?? 0)).toBe(1600);
    expect(stored?.file?.name).toMatch(/\.jpg$/);

    // The slip status: the new slip in progress, reason codes in brackets, the reference.
    await dialog.getByRole('button', { name: t['deposit.slip.seeStatus'] }).click();
    const slips = page.getByRole('dialog', { name: t['slips.title'] });
    const table = slips.getByRole('table', { name: t['slips.list'] });
    const newest = table.getByRole('row').nth(1);
    await expect(newest).toContainText(t['slips.status.pending'] ?? '', { timeout: 15_000 });
    await expect(newest).toContainText(money.text(slipAmount));
    await expect(table).toContainText(`(${t['slipReason.UPLOADED_FILE_NOT_EXIST']})`);
    await expect(table).toContainText(`(${t['slipReason.DEST_ACC_INVALID']})`);
    await expect(table).toContainText(t['slips.status.success'] ?? '');
    await expect(table).toContainText(t['slips.status.failed'] ?? '');
    await expectAccessible(page);

    // View by reference (the new slip has no link): the uploaded image, in a new tab.
    const popup = page.waitForEvent('popup');
    await newest
      .getByRole('button', { name: say('slips.viewSlip', { reference: stored?.reference ?? '' }) })
      .click();
    const tab = await popup;
    await tab.waitForURL(new RegExp(`/api/uploads/slips/${stored?.file?.name}$`));
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    // A slip with a link of its own opens that link.
    const listed = await member.post<{ slips: { link: string | null; reference: string }[] }>(
      '/api/statement/slip',
      { page: 1, limit: 10 },
    );
    const linked = listed.slips.find((slip) => slip.link);
    if (!linked?.link) throw new Error('the seed has a slip with a link');
    const linkedTab = page.waitForEvent('popup');
    await table
      .getByRole('button', { name: say('slips.viewSlip', { reference: linked.reference }) })
      .click();
    const second = await linkedTab;
    await second.waitForURL((url) => url.pathname === linked.link);
    await second.close();

    // Page 2 holds the rest of the reason codes.
    await slips.getByRole('button', { name: say('ui.page', { page: 2 }) }).click();
    await expect(table).toContainText(`(${t['slipReason.UNKNOW_ERROR']})`);
    await expect(table).toContainText(`(${t['slipReason.TRIPPLE_WRONG_CAPTCHA']})`);
  });

  test('slip: refused while upload is closed, naming the window', async ({
    page,
    sandbox,
    t,
    say,
    money,
    expectAccessible,
    home,
    member,
    loggedIn,
  }) => {
    await sandbox.settings({ slipOpen: false });
    const token = member.token;
    await loggedIn({ token });
    await home.open();
    const uploads = countRequests(page, '/api/wallet/slip');
    const dialog = await home.openDeposit('slip');
    await expect(
      dialog.getByText(say('deposit.slip.closed', { start: '23:00', end: '00:30', zone: 'UTC+7' })),
    ).toBeVisible();
    await dialog.getByLabel(t['deposit.slip.choose'] ?? '').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    const upload = dialog.getByRole('button', { name: t['deposit.slip.upload'] });
    await expect(upload).toBeDisabled();
    // Enter in the amount field submits the form: still nothing goes.
    const amount = dialog.getByLabel(say('deposit.slip.amount', { unit: money.unit }));
    await amount.fill(money.typed(money.of(100)));
    await amount.press('Enter');
    await expectAccessible(page);
    expect(uploads()).toBe(0);
  });
});
