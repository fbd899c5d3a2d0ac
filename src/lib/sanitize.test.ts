// @vitest-environment jsdom
import { sanitizeHtml, sanitizeSvg } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps text and markup', () => {
    const clean = sanitizeHtml(
      '<h3>Rules</h3><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><ul><li>One</li></ul>',
    );
    expect(clean).toContain('<h3>Rules</h3>');
    expect(clean).toContain('<li>One</li>');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });

  it('opens links in a new tab without opener access', () => {
    expect(sanitizeHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('sanitizeSvg', () => {
  it('keeps SVG shapes and drops scripts', () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 4 4"><rect width="1" height="1"/><script>alert(1)</script></svg>',
    );
    expect(clean).toContain('<rect');
    expect(clean).not.toContain('script');
  });
});

describe('links in server HTML', () => {
  it('keeps only web addresses as links', () => {
    const html = sanitizeHtml(
      '<a href="https://ok.example/a">ok</a><a href="mailto:x@y.z">mail</a><a href="data:text/html,x">data</a>',
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    const links = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://ok.example/a', null, null]);
  });
});
