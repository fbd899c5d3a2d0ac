import type { Locator, Page, Response } from '@playwright/test';
import type { CouponList, SpinResult, SpinSetup, WalletResult } from '../src/api/types';
import { expect, type MemberApi, test } from './fixtures';
import { addAmounts, satang } from './money';
import { countRequests } from './requests';

// These tests mostly wait on the browser (wheels that turn for seconds): one worker runs them in
// order, so that their waits overlap other files' work rather than each other
// (playwright.config.ts).
test.describe.configure({ mode: 'default' });

/**
 * The spin wheel (docs/product.md#spin-wheel) against the sandbox, on each brand's build.
 * The scene writes what it drew on its host: `data-spin` (the phase), `data-landings`
 * (completed landings) and, at rest, `data-slice` (the slice under the pointer, from the
 * angle it drew): a landing is checked against what the wheel shows, not what was asked.
 */

const SPIN = '/api/spinwheel/spin';
const CLAIM = '/api/spinwheel/coupon/claim';

/** Holds the spin call's answer back until `release` (the wheel keeps turning meanwhile). */
async function holdSpin(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${SPIN}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const spinAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === SPIN && response.request().method() === 'POST',
  );

/** The member's wheel and coins, read through the API as the wallet would. */
async function wheelOf(member: MemberApi) {
  const setup = await member.get<SpinSetup>('/api/spinwheel/setup');
  const wheel = setup.result.activeSpinwheel;
  if (!wheel) throw new Error('the sandbox has no active wheel');
  return { wheel, coins: setup.result.userCoin };
}

/** The wheel's area: the spin button and the drawing's host. */
function wheelArea(page: Page) {
  const area = page.locator('[data-scene]');
  return {
    area,
    button: area.getByRole('button'),
    pixi: area.locator('[data-wheel="pixi"]'),
    flat: area.locator('[data-wheel="flat"]'),
  };
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** Waits until `host` has come to rest after `landings` spins, on `code`. */
async function expectLanded(host: Locator, landings: number, code: string) {
  await expect(host).toHaveAttribute('data-landings', String(landings), { timeout: 15_000 });
  await expect(host).toHaveAttribute('data-spin', 'idle');
  await expect(host).toHaveAttribute('data-slice', code);
}

test.describe('spin wheel', () => {
  test('shows the wheel, its slices and the coins, and is accessible', async ({
    page,
    loggedIn,
    say,
    expectAccessible,
    member,
  }) => {
    const { wheel, coins } = await wheelOf(member);
    await loggedIn();
    await page.goto('/user/spin');
    // The wheel's own heading (in Thai the page title says the same words).
    await expect(page.getByRole('heading', { level: 2, name: wheel.name })).toBeVisible();
    const { area, button } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
    await expect(button).toHaveAccessibleName(say('spin.button', { coins }));
    await expect(button).toBeEnabled();
    const list = page.getByRole('list', { name: say('spin.slices', { name: wheel.name }) });
    await expect(list.getByRole('listitem')).toHaveText(wheel.slices.map((slice) => slice.label));
    await expect(
      page.getByRole('table', { name: say('spin.coupons.title') }).getByRole('row'),
    ).toHaveCount(4);
    await expectAccessible(page);
  });

  test('a spin turns at once, sends one POST however often it is tapped, and lands on the server’s slice', async ({
    page,
    loggedIn,
    say,
    t,
    member,
  }) => {
    const { wheel, coins } = await wheelOf(member);
    await loggedIn();
    const posts = countRequests(page, SPIN, 'POST');
    await page.goto('/user/spin');
    const { area, button, pixi } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
    await expect(pixi).toHaveAttribute('data-landings', '0');

    const answered = spinAnswer(page);
    await button.click();
    // Turning before the answer can have arrived: the tap starts it.
    await expect(pixi).toHaveAttribute('data-spin', /turning|landing/);
    await expect(page.getByText(say('spin.spinning'))).toBeVisible();
    const answer = (await (await answered).json()) as SpinResult;
    expect(answer.success).toBe(true);
    const result = answer.result;
    if (!result) throw new Error('no result');
    // Taps while it turns send nothing (the button says it is busy: aria-disabled, which
    // Playwright would wait out, hence `force`: the taps land all the same).
    await button.click({ force: true });
    await button.click({ force: true });
    await expect(button).toHaveAccessibleName(say('spin.button', { coins: result.remainingCoin }));
    expect(result.remainingCoin).toBe(coins - 1);

    await expectLanded(pixi, 1, result.code);
    const slice = wheel.slices.find((item) => item.code === result.code);
    if (!slice) throw new Error(`slice ${result.code} is not on the wheel`);
    await expect(page.getByText(say('spin.stoppedOn', { label: slice.label }))).toBeVisible();
    const prize = page.getByRole('dialog', {
      name: say('spin.prize.title', { label: slice.label }),
    });
    await expect(prize).toContainText(textOf(slice.htmlDescription));
    expect(posts()).toBe(1);
    await prize.getByRole('button', { name: t['ui.ok'] }).click();
    await expect(prize).toBeHidden();
    await expect(button).toHaveAccessibleName(say('spin.button', { coins: result.remainingCoin }));
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    expect(posts()).toBe(1);
  });

  test('a turning wheel is turned by the compositor: no WebGL frame is drawn while it turns, and the page never widens', async ({
    page,
    loggedIn,
  }) => {
    // Where the browser composites in software, every WebGL frame is read back in the main
    // thread: a spin that drew each frame dropped to 48 fps at 4x CPU (shared-renderer.ts).
    await page.setViewportSize({ width: 320, height: 700 });
    await page.addInitScript(() => {
      const counter = window as unknown as { glDraws: number };
      counter.glDraws = 0;
      for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
        for (const name of ['drawElements', 'drawArrays'] as const) {
          const original = proto[name] as (...args: unknown[]) => void;
          Object.defineProperty(proto, name, {
            value(this: unknown, ...args: unknown[]) {
              counter.glDraws += 1;
              return original.apply(this, args);
            },
          });
        }
      }
    });
    await loggedIn();
    await page.goto('/user/spin');
    const { area, button, pixi } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
    const draws = () => page.evaluate(() => (window as unknown as { glDraws: number }).glDraws);
    expect(await draws()).toBeGreaterThan(0);
    // Held back: the wheel turns, waiting for the server, for as long as the test looks.
    const release = await holdSpin(page);
    const answered = spinAnswer(page);
    await button.click();
    await expect(pixi).toHaveAttribute('data-spin', 'turning');
    const canvas = pixi.locator('canvas[data-shared-webgl]');
    const turn = () => canvas.evaluate((element: HTMLCanvasElement) => element.style.transform);
    const before = { draws: await draws(), turn: await turn() };
    await expect.poll(turn).not.toBe(before.turn);
    const later = await turn();
    await expect.poll(turn).not.toBe(later);
    expect(await draws()).toBe(before.draws);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    release();
    const result = ((await (await answered).json()) as SpinResult).result;
    if (!result) throw new Error('no result');
    await expectLanded(pixi, 1, result.code);
  });

  test('with no coins the button is disabled and sends nothing', async ({
    page,
    loggedIn,
    say,
    member,
  }) => {
    const { coins } = await wheelOf(member);
    for (let i = 0; i < coins; i++) await member.post(SPIN);
    await loggedIn();
    const posts = countRequests(page, SPIN, 'POST');
    await page.goto('/user/spin');
    const { button } = wheelArea(page);
    await expect(button).toHaveAccessibleName(say('spin.button', { coins: 0 }));
    await expect(button).toBeDisabled();
    await expect(page.getByText(say('spin.noCoins'))).toBeVisible();
    await button.click({ force: true });
    await page.waitForLoadState('networkidle');
    expect(posts()).toBe(0);
  });

  test('with reduced motion nothing turns: the result shows at once, highlighted', async ({
    page,
    loggedIn,
    say,
    member,
  }) => {
    const { wheel } = await wheelOf(member);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loggedIn();
    // The answer is held back, to see that nothing moves while the wheel waits for it.
    const release = await holdSpin(page);
    await page.goto('/user/spin');
    const { area, button, pixi } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
    const answered = spinAnswer(page);
    await button.click();
    await expect(pixi).toHaveAttribute('data-spin', 'waiting');
    const still = await pixi.locator('canvas').screenshot();
    // Twenty painted frames later (a turning wheel moves on every one), not a span of time.
    await page.evaluate(async () => {
      for (let frame = 0; frame < 20; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    expect((await pixi.locator('canvas').screenshot()).equals(still)).toBe(true);
    release();
    const result = ((await (await answered).json()) as SpinResult).result;
    if (!result) throw new Error('no result');
    const shown = Date.now();
    // At once: no 4–5 s landing.
    await expect(pixi).toHaveAttribute('data-landings', '1', { timeout: 1500 });
    expect(Date.now() - shown).toBeLessThan(1500);
    await expect(pixi).toHaveAttribute('data-slice', result.code);
    const slice = wheel.slices.find((item) => item.code === result.code);
    await expect(
      page.getByRole('dialog', { name: say('spin.prize.title', { label: slice?.label ?? '' }) }),
    ).toBeVisible();
  });

  test('without WebGL a 2D wheel draws and lands the same way, and PixiJS is never downloaded', async ({
    page,
    loggedIn,
  }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind === 'webgl' || kind === 'webgl2') return null;
        return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await loggedIn();
    await page.goto('/user/spin');
    const { area, button, flat } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'fallback');
    await expect(area.locator('[data-wheel="pixi"]')).toHaveCount(0);
    // Never a blank area: the 2D wheel shows the slices' colours.
    await expect
      .poll(async () => colours(page, await flat.locator('canvas').screenshot()))
      .toBeGreaterThan(50);
    const answered = spinAnswer(page);
    await button.click();
    await expect(flat).toHaveAttribute('data-spin', /turning|landing/);
    const result = ((await (await answered).json()) as SpinResult).result;
    if (!result) throw new Error('no result');
    await expectLanded(flat, 1, result.code);
    expect(scripts.some((url) => /canvas-pixi/.test(url))).toBe(false);
  });

  test('a WebGL context lost mid-spin: the 2D wheel carries on and lands on the server’s slice', async ({
    page,
    loggedIn,
  }) => {
    await loggedIn();
    await page.goto('/user/spin');
    const { area, button, flat } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
    // The answer waits until the context is gone: the 2D wheel must land the spin itself.
    const release = await holdSpin(page);
    const answered = spinAnswer(page);
    await button.click();
    await expect(area.locator('[data-wheel="pixi"]')).toHaveAttribute('data-spin', 'turning');
    await page.locator('canvas[data-shared-webgl]').evaluate((element: HTMLCanvasElement) => {
      const gl = element.getContext('webgl2') ?? element.getContext('webgl');
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    });
    await expect(area).toHaveAttribute('data-scene', 'fallback');
    // The spinner outlives the scene: the 2D wheel carries on turning, then lands.
    await expect(flat).toHaveAttribute('data-spin', 'turning');
    release();
    const result = ((await (await answered).json()) as SpinResult).result;
    if (!result) throw new Error('no result');
    await expectLanded(flat, 1, result.code);
  });

  test('leaving mid-spin frees the scene, its canvases and its WebGL context', async ({
    page,
    loggedIn,
    t,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await loggedIn();
    await page.goto('/user/spin');
    const { area, button, pixi } = wheelArea(page);
    await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
    await expect(page.locator('canvas[data-shared-webgl]')).toHaveCount(1);
    await page.evaluate(() => {
      const all = [...document.querySelectorAll('canvas')];
      const probe: Probe = {
        lost: 0,
        canvases: all,
        webgl: all.filter((element) => element.hasAttribute('data-shared-webgl')),
      };
      for (const element of all) {
        element.addEventListener('webglcontextlost', () => {
          probe.lost += 1;
        });
      }
      (window as unknown as { probe: Probe }).probe = probe;
    });
    // Still turning when the player leaves: the answer comes only after that.
    const release = await holdSpin(page);
    await button.click();
    await expect(pixi).toHaveAttribute('data-spin', 'turning');
    await page
      .getByRole('navigation', { name: t['nav.member'] })
      .getByRole('link', { name: t['nav.profile'] })
      .click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    // The context is lost at once, but with software WebGL (SwiftShader, as here) the event
    // can take seconds to arrive behind the frames the GPU process has yet to draw.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { probe: Probe }).probe.lost), {
        timeout: 15_000,
      })
      .toBe(1);
    const state = await page.evaluate(() => {
      const probe = (window as unknown as { probe: Probe }).probe;
      return {
        connected: probe.canvases.filter((element) => element.isConnected).length,
        webgl: probe.webgl.map((element) =>
          (element.getContext('webgl2') ?? element.getContext('webgl'))?.isContextLost(),
        ),
      };
    });
    expect(state).toEqual({ connected: 0, webgl: [true] });
    await expect(page.locator('canvas')).toHaveCount(0);
    // The answer that arrives after leaving changes nothing and throws nothing.
    const answered = spinAnswer(page);
    release();
    await answered;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('spin coupons', () => {
  test('a coupon is claimed once despite a double tap, with a receipt and the new balance', async ({
    page,
    loggedIn,
    say,
    t,
    money,
    member,
  }) => {
    const before = await member.get<CouponList>('/api/spinwheel/coupon');
    const wallet = await member.get<WalletResult>('/api/wallet');
    const coupon = before.result[0];
    if (!coupon) throw new Error('the demo member has no coupons');
    await loggedIn();
    const claims = countRequests(page, CLAIM, 'POST');
    await page.goto('/user/spin');
    const table = page.getByRole('table', { name: say('spin.coupons.title') });
    await expect(table.getByRole('row')).toHaveCount(4);
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: say('spin.coupons.claimName', { prize: coupon.prize.name }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t['spin.claim.title'] });
    const confirm = dialog.getByRole('button', { name: t['spin.claim.confirm'] });
    await confirm.dblclick();
    await expect(dialog.getByRole('heading', { name: t['spin.claim.done'] })).toBeVisible();
    const amount = money.text;
    await expect(dialog).toContainText(amount(coupon.amount));
    const balance = addAmounts(wallet.wallet.amount, coupon.amount);
    await expect(dialog).toContainText(amount(balance));
    await dialog.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row')).toHaveCount(4);
    expect(claims()).toBe(1);

    const after = await member.get<CouponList>('/api/spinwheel/coupon');
    expect(after.result.map((item) => item._id)).not.toContain(coupon._id);
    expect(after.result).toHaveLength(before.result.length - 1);
    const walletAfter = await member.get<WalletResult>('/api/wallet');
    expect(satang(walletAfter.wallet.amount)).toBe(
      satang(wallet.wallet.amount) + satang(coupon.amount),
    );
  });
});

type Probe = { lost: number; canvases: HTMLCanvasElement[]; webgl: HTMLCanvasElement[] };

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
