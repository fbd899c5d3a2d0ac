import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets of docs/architecture.md#screens-accessibility-and-fit. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the page, run in the page itself (axe's legacy mode). The default mode finishes
 * each run in a new blank page of the context, one more renderer per check: about 0.2 s and
 * a process start more per check, which the wallet, with no frames to gather results from,
 * gains nothing by.
 */
export function runAxe(page: Page, tags: string[]) {
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();
}

/** Every axe violation of these rules on the page, one line each (rule, impact, elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page, WCAG_TAGS);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        )
        .join(' | ')}`,
  );
}

/**
 * What does not fit the viewport: the page scrolls sideways, an element's right edge is
 * past the viewport (unless a clipping or scrolling ancestor keeps it in, as a carousel
 * track does), or a text is clipped: its content is wider or taller than its box while its
 * overflow hides it. Intentional ellipsis whose full text is in a title or an aria-label,
 * scroll containers and visually hidden text (screen-reader only) are not problems.
 */
export function fitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const nameOf = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      const classes = element.getAttribute('class')?.split(' ')[0] ?? '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
    };
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    }
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const isVisuallyHidden = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width <= 1 && rect.height <= 1;
    };
    /** An ancestor that clips or scrolls horizontally, within the viewport itself. */
    const containedBy = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (hides(style.overflowX) || scrolls(style.overflowX)) {
          return parent.getBoundingClientRect().right <= width + 0.5;
        }
      }
      return false;
    };
    const ownText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg, canvas, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.right > width + 0.5 && !containedBy(element)) {
        problems.push(`${nameOf(element)} ends at ${Math.round(rect.right)} px of ${width}`);
        continue;
      }
      if (!ownText(element) || isVisuallyHidden(element)) continue;
      const clippedX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const clippedY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (!clippedX && !clippedY) continue;
      const full = (element.textContent ?? '').trim();
      const named = [element.getAttribute('title'), element.getAttribute('aria-label')];
      for (
        let parent = element.parentElement;
        parent && named.length < 6;
        parent = parent.parentElement
      ) {
        named.push(parent.getAttribute('title'), parent.getAttribute('aria-label'));
      }
      const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (ellipsis && named.some((name) => name?.includes(full))) continue;
      problems.push(
        `${nameOf(element)} is clipped: ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
      );
    }
    return problems;
  });
}

const FOCUS_STYLE = ['outline-style', 'outline-width', 'outline-color', 'box-shadow'] as const;

/**
 * Tabs through the page (or the open modal, which keeps Tab inside) and returns the
 * focusable elements that showed no focus indicator (outline or box-shadow unlike their
 * unfocused style; for a visually hidden input, its label's) and the visible interactive
 * elements Tab never reached.
 */
export async function keyboardProblems(page: Page, maxTabs = 80): Promise<string[]> {
  // The unfocused look of everything Tab can reach, and of the labels of hidden inputs.
  await page.evaluate((props) => {
    const looks = new Map<Element, string>();
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return props.map((prop) => style.getPropertyValue(prop)).join(';');
    };
    // What has the focus already (a modal's first field) is measured without it.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) active.blur();
    for (const element of document.querySelectorAll('*')) looks.set(element, look(element));
    if (active instanceof HTMLElement && active !== document.body) active.focus();
    (window as unknown as { __looks: Map<Element, string> }).__looks = looks;
  }, FOCUS_STYLE);
  const seen = new Set<string>();
  const problems: string[] = [];
  let first: string | null = null;
  for (let index = 0; index < maxTabs; index += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate((props) => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const state = window as unknown as { __looks: Map<Element, string>; __tabId?: number };
      state.__tabId = (state.__tabId ?? 0) + 1;
      if (!element.getAttribute('data-tab-id')) {
        element.setAttribute('data-tab-id', String(state.__tabId));
      }
      const look = (target: Element) => {
        const style = getComputedStyle(target);
        return props.map((prop) => style.getPropertyValue(prop)).join(';');
      };
      const shows = (target: Element | null | undefined) => {
        if (!target) return false;
        const before = state.__looks.get(target);
        const now = getComputedStyle(target);
        const outline = now.outlineStyle !== 'none' && Number.parseFloat(now.outlineWidth) > 0;
        return (
          before !== undefined && before !== look(target) && (outline || now.boxShadow !== 'none')
        );
      };
      const rect = element.getBoundingClientRect();
      const hidden = rect.width <= 1 || rect.height <= 1;
      const candidates = hidden
        ? [
            element,
            element.closest('label'),
            element.parentElement,
            element.nextElementSibling,
            ...(element.id ? [...document.querySelectorAll(`label[for="${element.id}"]`)] : []),
          ]
        : [element];
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30) ?? '';
      return {
        id: element.getAttribute('data-tab-id') ?? '',
        label: `<${element.tagName.toLowerCase()}> "${name || element.getAttribute('name') || ''}"`,
        visible: candidates.some((candidate) => shows(candidate)),
      };
    }, FOCUS_STYLE);
    if (!result) continue;
    if (result.id === first) break;
    first ??= result.id;
    if (seen.has(result.id)) break;
    seen.add(result.id);
    if (!result.visible) problems.push(`${result.label} has no visible focus`);
  }
  const unreached = await page.evaluate(() => {
    const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].at(-1);
    const scope = modal ?? document.body;
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    return [...scope.querySelectorAll(selector)]
      .filter((element) => {
        if (element.getAttribute('tabindex') === '-1') return false;
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        // Radios in a group: Tab reaches the group once, arrows move inside it.
        if (element instanceof HTMLInputElement && element.type === 'radio') return false;
        // Tabs: one tab stop (the selected tab), arrows move between them.
        if (element.getAttribute('role') === 'tab') return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden') return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && !element.hasAttribute('data-tab-id');
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" is not reached by Tab`,
      );
  });
  return [...problems, ...unreached];
}

/**
 * Controls smaller than 44 x 44 px (the wallet's touch-target rule, README): every
 * visible button, link, select and text input. Links inside running text and checkboxes
 * or radios (their label is the target) are exempt, as WCAG 2.5.8 exempts inline targets.
 */
export function targetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const selector =
      'a[href], button, select, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), [role="button"], [role="tab"]';
    // Behind an open modal nothing can be tapped: only the innermost modal counts.
    const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].at(-1);
    const hiddenBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const box = parent.getBoundingClientRect();
        const clips = getComputedStyle(parent).overflow !== 'visible';
        if (clips && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    for (const element of (modal ?? document.body).querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // Screen-reader equivalents (the canvas carousels' cards) are not tapped.
      if (hiddenBox(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.tagName === 'A' && style.display === 'inline') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .slice(0, 30);
        problems.push(
          `<${element.tagName.toLowerCase()}> "${name}" is a ${Math.round(rect.width)}x${Math.round(rect.height)} px target (under 44 px)`,
        );
      }
    }
    return problems;
  });
}
