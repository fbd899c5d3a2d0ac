import { expect, test } from './fixtures';

/**
 * docs/architecture.md#security: the production build's CSP and headers, the
 * guard that fails any test on a CSP violation, logout and remember-me on the wire.
 */
test.describe('security', () => {
  test('the build ships a strict CSP, and the sandbox sends the headers a CDN must', async ({
    page,
  }) => {
    const answer = await page.goto('/login');
    const headers = answer?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    // Only the camera (slip photos), for the wallet itself; its own browsing context group.
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The sandbox serves plain http: HSTS is the TLS edge's (docs/deploy.md).
    expect(headers['strict-transport-security']).toBeUndefined();
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(meta).toContain("script-src 'self';");
    expect(meta).toContain("object-src 'none'");
    expect(meta).toContain("base-uri 'none'");
    expect(meta).not.toContain('unsafe-eval');
    // No inline script anywhere in index.html: every <script> names a file.
    const inline = await page.locator('script:not([src])').count();
    expect(inline).toBe(0);
  });

  test.describe('an injected inline script', () => {
    // This test provokes the one violation on purpose; the guard still fails on any other.
    test.use({ allowedCspDirectives: ['script-src-elem'] });

    test('does not run, and the page reports the CSP violation', async ({ page }) => {
      await page.goto('/login');
      // Resolves on whichever comes first: the violation the policy reports, or the
      // script's own signal that it ran (so a policy that lets it run fails at once).
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; directive?: string; disposition?: string }>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) =>
                resolve({
                  ran: false,
                  directive: event.effectiveDirective,
                  disposition: event.disposition,
                }),
              { once: true },
            );
            document.addEventListener('injected-ran', () => resolve({ ran: true }), {
              once: true,
            });
            const script = document.createElement('script');
            script.textContent =
              "window.__ran = true; document.dispatchEvent(new Event('injected-ran'))";
            document.body.appendChild(script);
          }),
      );
      expect(outcome).toEqual({
        ran: false,
        directive: 'script-src-elem',
        disposition: 'enforce',
      });
      expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
    });
  });

  test('login sends remember, logout revokes the token on the server', async ({
    page,
    brand,
    loginPage,
    t,
  }) => {
    const logins: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) logins.push(request.postDataJSON());
    });
    // A member who accepted the agreement before: it would otherwise open over the home 1.5 s
    // after it shows (docs/product.md#home) and, on a slow run, take the logout tap.
    await page.addInitScript(() => localStorage.setItem('agreed', 'true'));
    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, brand.demo.password);
    await expect(page).toHaveURL(/\/user\/home$/);
    expect(logins).toEqual([expect.objectContaining({ remember: true })]);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/logout'));
    await page.getByRole('button', { name: t['topbar.logout'] }).click();
    await page
      .getByRole('dialog', { name: t['logout.confirmTitle'] })
      .getByRole('button', { name: t['logout.confirm'] })
      .click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('logs out all the same when the backend has no logout call', async ({
    page,
    loggedIn,
    t,
  }) => {
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 404, json: { message: 'NO_DATA' } }),
    );
    await loggedIn();
    await page.goto('/user/home');
    await page.getByRole('button', { name: t['topbar.logout'] }).click();
    await page
      .getByRole('dialog', { name: t['logout.confirmTitle'] })
      .getByRole('button', { name: t['logout.confirm'] })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
