import DOMPurify from 'dompurify';
import { safeHttpUrl } from './safe-url';

/**
 * Server HTML (conditions, agreements, banners, bonus and promotion texts) is cleaned
 * before it reaches the DOM: no scripts, no event handlers, no forms or frames, and links
 * open in a new tab without access to this page.
 */
let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href === null) return;
    // The one address check (src/lib/safe-url.ts): a link that is not a web address is no link.
    if (!safeHttpUrl(href, globalThis.location?.href)) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** SVG markup from the server (QR codes): SVG elements only, nothing executable. */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: false } });
}
