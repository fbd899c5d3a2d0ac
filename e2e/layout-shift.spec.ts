import { expect, test } from './fixtures';

/**
 * The home screen does not move under the player's thumb (a release gate of
 * docs/architecture.md#performance-budgets: CLS under 0.02), on a first visit, when the
 * agreement opens after 1.5 s, and on a returning one. Every layout shift of the page's life
 * is summed (stricter than the session windows Lighthouse takes), with the elements that
 * moved named in the failure message.
 */
interface Shift {
  value: number;
  time: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts: Shift[];
  }
}

for (const visit of ['first', 'returning'] as const) {
  test(`/user/home on a ${visit} visit shifts less than 0.02`, async ({
    page,
    sandbox,
    brand,
    t,
  }) => {
    const token = await sandbox.token(brand.demo.phone, brand.demo.password);
    await page.addInitScript(
      ({ value, agreed }) => {
        localStorage.setItem('token', value);
        if (agreed) localStorage.setItem('agreed', 'true');
        window.__shifts = [];
        const nameOf = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
          const name = node.getAttribute('aria-label') ?? (node.textContent ?? '').slice(0, 30);
          return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> "${name}"`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            startTime: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            window.__shifts.push({
              value: entry.value,
              time: Math.round(entry.startTime),
              sources: entry.sources.map((source) => nameOf(source.node)),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      },
      { value: token, agreed: visit === 'returning' },
    );
    await page.goto('/user/home');
    await expect(page.locator('[data-scene="ready"], [data-scene="fallback"]')).not.toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.getByText(t['home.updating'] ?? '', { exact: true })).toHaveCount(0);
    if (visit === 'first') {
      const dialog = page.getByRole('dialog', { name: t['agreement.title'] });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
    }
    // Past the agreement's 1.5 s and the carousels' start, with a margin.
    await page.waitForFunction(() => performance.now() > 4_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(
      total,
      `layout shifts: ${JSON.stringify(shifts.map((s) => ({ ...s, value: s.value.toFixed(4) })))}`,
    ).toBeLessThan(0.02);
  });
}
