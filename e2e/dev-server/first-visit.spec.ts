import { expect, test } from '../fixtures';
import { memberMenuLink } from '../screens';

/**
 * Under `npm start` (the `<brand>-dev` projects), opening a screen for the first time
 * compiles its code then and there: that must not push an update the page cannot take
 * ("…early-start.ts is not accepted", then `Unexpected token '<'`) and reload every open
 * tab right after login. A marker put on `window` after login survives the
 * visits only if the page was never reloaded, and the dev server's socket carries no
 * update: a screen's code is compiled when `npm start` starts, not on its first request,
 * which answers only once it is compiled (so an update it caused is on the socket by then).
 */
test.describe('first visits under the dev server', () => {
  test('logging in and opening other screens does not reload the page', async ({
    page,
    brand,
    sandbox,
    loginPage,
    t,
  }) => {
    void sandbox;
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (
        message.type() === 'error' ||
        /is not accepted|Unexpected token|full reload|reload/i.test(text)
      ) {
        problems.push(`${message.type()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // What the dev server's hot-update socket says: `hash` and `ok` (or `static-changed`,
    // `full-reload`) after every compile.
    const updates: string[] = [];
    let loggedIn = false;
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const type = /"type":"([a-z-]+)"/.exec(String(payload))?.[1];
        if (loggedIn && type && /^(hash|ok|static-changed|full-reload)$/.test(type)) {
          updates.push(type);
        }
      });
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // A returning member has accepted the agreement, which would cover the home screen.
    await page.addInitScript(() => localStorage.setItem('agreed', 'true'));

    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, brand.demo.password);
    await expect(page).toHaveURL(/\/user(\/home)?$/);
    await expect(memberMenuLink(page, t, 'nav.statement')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { e2eStayed: boolean }).e2eStayed = true;
    });
    const loadsAfterLogin = loads;
    loggedIn = true;

    await memberMenuLink(page, t, 'nav.statement').click();
    await expect(page).toHaveURL(/\/user\/statement$/);
    await expect(page.getByRole('list', { name: t['statement.list'] })).toBeVisible();
    await memberMenuLink(page, t, 'nav.profile').click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByText(t['profile.id'] ?? '', { exact: true })).toBeVisible();

    expect(updates).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { e2eStayed?: boolean }).e2eStayed),
    ).toBe(true);
    expect(loads).toBe(loadsAfterLogin);
    expect(problems.filter((p) => /not accepted|Unexpected token/i.test(p))).toEqual([]);
  });
});
