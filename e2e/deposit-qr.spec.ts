import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import type { QrCodeState, QrProvider, WalletResult } from '../src/api/types';
import { QR_PROVIDER_RULES } from '../src/domain/qr-providers';
import { expect, type HomePage, SANDBOX_CONTROL, test } from './fixtures';
import { depositOffer, type MemberMoney, satang } from './money';

/** Every payment provider the wallet knows (docs/product.md#qr-codes). */
const PROVIDERS: readonly QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ'];

/**
 * A provider's quick amounts and minimum in the member's currency (the brand data's
 * `currencyRules`), or an error when the currency's rules do not list it.
 */
function qrRules(money: MemberMoney, provider: QrProvider) {
  const rules = money.rules.qr[provider];
  if (!rules) throw new Error(`${provider} takes no ${money.currency}`);
  return rules;
}

test.describe('deposit by QR code', () => {
  // Every test reaches the panel through the home screen (carousels, refresh-all), and one
  // waits for a 3 s poll: on a loaded machine that nears the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  let wallet: WalletResult;

  test.beforeEach(async ({ loggedIn, money, member }) => {
    await loggedIn();
    wallet = await member.wallet();
    // The member holds the currency the brand data gives the demo member.
    expect(wallet.bankAccount.currency ?? 'BAHT').toBe(money.currency);
  });

  /** Home, then the deposit widget, then the QR mode: the panel as a player reaches it. */
  async function openQrPanel(home: HomePage, t: Record<string, string>): Promise<Locator> {
    await home.open();
    const modal = await home.openDeposit('qr');
    await expect(modal.getByRole('tablist', { name: t['deposit.qr.providers'] })).toBeVisible();
    return modal;
  }

  /** The amount field, by its label with the member's unit (baht or kip). */
  const amountField = (
    modal: Locator,
    say: (id: string, values?: Record<string, string>) => string,
    money: MemberMoney,
  ) => modal.getByRole('textbox', { name: say('deposit.qr.amount', { unit: money.unit }) });

  test("the providers offered are those that take the member's currency, with its quick amounts", async ({
    brand,
    t,
    say,
    money,
    home,
  }) => {
    const offered = depositOffer(brand, money.currency).qr;
    expect(offered.length).toBeGreaterThan(0);
    const modal = await openQrPanel(home, t);
    const tabs = modal.getByRole('tablist', { name: t['deposit.qr.providers'] }).getByRole('tab');
    await expect(tabs).toHaveText(
      offered.map((provider) => say('deposit.qr.provider', { provider })),
    );
    for (const provider of offered) {
      await modal
        .getByRole('tab', { name: say('deposit.qr.provider', { provider }), exact: true })
        .click();
      const quick = modal.getByRole('group', {
        name: say('deposit.qr.quickAmounts', { unit: money.unit }),
      });
      await expect(quick.getByRole('button')).toHaveText(
        qrRules(money, provider).quickAmounts.map((amount) => money.number(amount)),
      );
    }
  });

  test("amounts show at the member's currency's decimals (none for kip), and a QR provider that does not take it (the Thai bank's for kip) is not offered", async ({
    page,
    brand,
    t,
    say,
    money,
    home,
  }) => {
    const total =
      [wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount)].reduce(
        (sum, amount) => sum + satang(amount),
        0,
      ) / 100;
    const modal = await openQrPanel(home, t);
    // The dashboard's total: grouped digits, then exactly the currency's decimals.
    const digits = money.rules.fractionDigits;
    const shown = money.text(total);
    expect(shown).toMatch(new RegExp(`^\\d{1,3}(,\\d{3})*${digits ? `\\.\\d{${digits}}` : ''} `));
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
    // Every quick amount of every provider offered is written the same way.
    const quick = modal.getByRole('group', {
      name: say('deposit.qr.quickAmounts', { unit: money.unit }),
    });
    for (const text of await quick.getByRole('button').allTextContents()) {
      expect(text).toMatch(new RegExp(`^\\d{1,3}(,\\d{3})*${digits ? `\\.\\d{${digits}}` : ''}$`));
    }
    // The providers the currency's rules give no amounts are not offered: no tab.
    const tabs = modal.getByRole('tablist', { name: t['deposit.qr.providers'] });
    for (const provider of PROVIDERS) {
      const tab = tabs.getByRole('tab', {
        name: say('deposit.qr.provider', { provider }),
        exact: true,
      });
      await expect(tab).toHaveCount(money.rules.qr[provider] ? 1 : 0);
    }
    // What the brand data says of its demo member: a member choosing kip exists where the
    // brand offers kip, and kip then is written without decimals and without KBANK's QR.
    if (money.currency === 'LAK') {
      expect(brand.currencies).toContain('LAK');
      expect(digits).toBe(0);
      expect(money.rules.qr.KBANK).toBeUndefined();
    }
  });

  // One test per provider, so each stays short on a busy machine.
  for (const provider of PROVIDERS) {
    test(`${provider}: a code for the minimum counts down in mm:ss and is cancelled, where the currency takes it`, async ({
      page,
      brand,
      t,
      say,
      money,
      member,
      home,
    }) => {
      const modal = await openQrPanel(home, t);
      const tab = modal.getByRole('tab', {
        name: say('deposit.qr.provider', { provider }),
        exact: true,
      });
      if (!depositOffer(brand, money.currency).qr.includes(provider)) {
        // Not offered to a member of this currency: no tab, and the sandbox refuses a code.
        await expect(tab).toHaveCount(0);
        const refused = await member.send('POST', `/api/qrcode/${provider}`, {
          amount: money.of(100),
        });
        expect(await refused.json()).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
        expect(await member.get<QrCodeState>(`/api/qrcode/${provider}`)).toEqual({
          hasQrcode: false,
        });
        return;
      }
      const minimum = qrRules(money, provider).minimum;
      await tab.click();
      await amountField(modal, say, money).fill(money.typed(minimum));
      await modal.getByRole('button', { name: t['deposit.qr.create'] }).click();
      const amount = money.text(minimum);
      await expect(
        modal.getByRole('img', {
          name: say('deposit.qr.image', {
            money: amount,
            provider: say('deposit.qr.provider', { provider }),
          }),
        }),
      ).toBeVisible();
      // Two different mm:ss values: the countdown ticks.
      const timer = modal.getByRole('timer');
      await expect(timer).toHaveText(/^0[45]:[0-5]\d$/);
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
      await expect(timer).toHaveText(/^0[45]:[0-5]\d$/);

      await modal.getByRole('button', { name: t['deposit.qr.cancel'] }).click();
      const confirm = page.getByRole('dialog', { name: t['deposit.qr.cancelTitle'] });
      await expect(confirm).toContainText(say('deposit.qr.cancelText', { money: amount }));
      await confirm.getByRole('button', { name: t['deposit.qr.cancelConfirm'] }).click();
      await expect(page.getByText(t['deposit.qr.cancelled'] ?? '')).toBeVisible();
      await expect(modal.getByRole('button', { name: t['deposit.qr.create'] })).toBeVisible();
      await expect(modal.getByRole('img')).toHaveCount(0);
      expect(await member.get<QrCodeState>(`/api/qrcode/${provider}`)).toEqual({
        hasQrcode: false,
      });
    });
  }

  test('a code paid through the sandbox is credited: receipt, then the dashboard total, without a reload', async ({
    page,
    brand,
    t,
    say,
    money,
    member,
    home,
  }) => {
    // The last provider offered, and its next-to-largest quick amount (500 baht, 500,000 kip).
    const provider = depositOffer(brand, money.currency).qr.at(-1) ?? 'PAYTIMZ';
    const deposit = qrRules(money, provider).quickAmounts.at(-2) ?? 0;
    const total = (value: WalletResult) =>
      [value.wallet.amount, ...value.slots.map((slot) => slot.amount)].reduce(
        (sum, amount) => sum + satang(amount),
        0,
      ) / 100;
    const modal = await openQrPanel(home, t);
    await page.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    await modal
      .getByRole('tab', { name: say('deposit.qr.provider', { provider }), exact: true })
      .click();
    const quick = modal.getByRole('group', {
      name: say('deposit.qr.quickAmounts', { unit: money.unit }),
    });
    await quick.getByRole('button', { name: money.number(deposit), exact: true }).click();
    await modal.getByRole('button', { name: t['deposit.qr.create'] }).click();
    await expect(modal.getByRole('timer')).toBeVisible();
    const code = await member.get<QrCodeState>(`/api/qrcode/${provider}`);
    if (!code.hasQrcode) throw new Error('no live code');
    expect(code.amount).toBe(deposit);

    const paid = await page.request.post(`/api/__sandbox/qrcode/${code.qrcodeId}/pay`, {
      headers: SANDBOX_CONTROL,
    });
    expect(paid.ok()).toBe(true);

    const receipt = modal.getByRole('region', { name: t['deposit.qr.paid'] });
    await expect(receipt).toBeVisible({ timeout: 15_000 });
    const deposited = money.text(deposit);
    await expect(receipt.getByText(deposited, { exact: true })).toBeVisible();
    await expect(
      receipt.getByText(
        say('deposit.qr.from', { provider: say('deposit.qr.provider', { provider }) }),
      ),
    ).toBeVisible();
    const mainAfter = money.text((satang(wallet.wallet.amount) + satang(deposit)) / 100);
    await expect(receipt.getByText(mainAfter, { exact: true })).toBeVisible();
    const totalAfter = money.text((satang(total(wallet)) + satang(deposit)) / 100);
    await expect(receipt.getByText(totalAfter, { exact: true })).toBeVisible();

    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByText(totalAfter, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    // Paid once: the code is gone and a second pay is refused.
    expect(await member.get<QrCodeState>(`/api/qrcode/${provider}`)).toEqual({
      hasQrcode: false,
    });
    const again = await page.request.post(`/api/__sandbox/qrcode/${code.qrcodeId}/pay`, {
      headers: SANDBOX_CONTROL,
    });
    expect(again.status()).toBe(409);
  });

  test('an amount below each provider minimum sends nothing', async ({
    page,
    brand,
    t,
    say,
    money,
    home,
  }) => {
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/qrcode/')) {
        created.push(request.url());
      }
    });
    const modal = await openQrPanel(home, t);
    for (const provider of depositOffer(brand, money.currency).qr) {
      const { minimum } = qrRules(money, provider);
      const under = minimum - money.step;
      await modal
        .getByRole('tab', { name: say('deposit.qr.provider', { provider }), exact: true })
        .click();
      const field = amountField(modal, say, money);
      await field.fill(money.typed(under));
      const create = modal.getByRole('button', { name: t['deposit.qr.create'] });
      if (QR_PROVIDER_RULES[provider].belowMinimum === 'ignored') {
        // Below the minimum the button takes the tap, sends nothing and names the minimum.
        await create.click();
        await expect(page.getByRole('alert')).toContainText(
          say('deposit.qr.belowMinimum', {
            provider: say('deposit.qr.provider', { provider }),
            money: money.text(minimum),
          }),
        );
        await field.fill('0');
        await expect(create).toBeDisabled();
      } else {
        await expect(create).toBeDisabled();
        await field.fill(money.typed(minimum));
        await expect(create).toBeEnabled();
      }
    }
    expect(created).toEqual([]);
  });

  test('the saved image is a PNG of the code with a white margin', async ({
    page,
    brand,
    t,
    say,
    money,
    home,
  }) => {
    // The first provider offered is the one the panel opens on; its second quick amount.
    const provider = depositOffer(brand, money.currency).qr[0] ?? 'KBANK';
    const amount = qrRules(money, provider).quickAmounts[1] ?? 0;
    const modal = await openQrPanel(home, t);
    await amountField(modal, say, money).fill(money.typed(amount));
    await modal.getByRole('button', { name: t['deposit.qr.create'] }).click();
    await expect(modal.getByRole('timer')).toBeVisible();
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: t['deposit.qr.save'] }).click();
    const file = await download;
    // The amount at the currency's decimals, without grouping: 20.00 baht, 100000 kip.
    expect(file.suggestedFilename()).toBe(
      `deposit-qr-${provider}-${money.number(amount).replace(/,/g, '')}.png`,
    );
    const bytes = await readFile((await file.path()) ?? '');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBe(1024);
    expect(bytes.readUInt32BE(20)).toBe(1024);
    // Read the pixels back in the browser: white margin, dark modules inside.
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
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 64) dark += 1;
      return { corner: at(5, 5), margin: at(90, 512), dark, all: data.length / 4 };
    }, bytes.toString('base64'));
    expect(pixels?.corner).toEqual([255, 255, 255, 255]);
    expect(pixels?.margin).toEqual([255, 255, 255, 255]);
    expect((pixels?.dark ?? 0) / (pixels?.all ?? 1)).toBeGreaterThan(0.2);
  });

  test('nothing in the QR markup runs: a script and onload in it stay an image', async ({
    page,
    brand,
    t,
    money,
    home,
  }) => {
    // The provider the panel opens on, the first one offered.
    const provider = depositOffer(brand, money.currency).qr[0] ?? 'KBANK';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="window.qrRan=1;alert(1)">' +
      '<script>window.qrRan=2;alert(2)</script><rect width="10" height="10"/></svg>';
    await page.route(`**/api/qrcode/${provider}`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              qrcodeId: 'evil',
              hasQrcode: true,
              qrcode: evil,
              amount: qrRules(money, provider).minimum,
              expireIn: Date.now() + 60_000,
            },
          })
        : route.continue(),
    );
    const modal = await openQrPanel(home, t);
    const image = modal.getByRole('img');
    await expect(image).toBeVisible();
    // Drawn as a picture (the rect), with its script and handler inert.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { qrRan?: number }).qrRan)).toBeUndefined();
    expect(await page.locator('script:not([src]), [onload]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('the QR panel is accessible: a live code', async ({
    page,
    brand,
    t,
    say,
    money,
    expectAccessible,
    home,
  }) => {
    const provider = depositOffer(brand, money.currency).qr[0] ?? 'KBANK';
    const modal = await openQrPanel(home, t);
    await amountField(modal, say, money).fill(
      money.typed(qrRules(money, provider).quickAmounts[2] ?? 0),
    );
    await modal.getByRole('button', { name: t['deposit.qr.create'] }).click();
    await expect(modal.getByRole('timer')).toBeVisible();
    await expectAccessible(page);
  });
});
