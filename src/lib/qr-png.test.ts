// @vitest-environment jsdom
import { sizedSvg, svgDataUrl } from './qr-png';

describe('the QR image address and the sized markup', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

  it('is a data: URL of the markup, encoded whole', () => {
    const url = svgDataUrl('<svg a="#1%"/>');
    expect(url).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22%231%25%22%2F%3E');
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('<svg a="#1%"/>');
  });

  it('gives an SVG with only a viewBox a pixel size, keeping its drawing', () => {
    const sized = new DOMParser().parseFromString(sizedSvg(svg, 832), 'image/svg+xml');
    const root = sized.documentElement;
    expect(root.getAttribute('width')).toBe('832');
    expect(root.getAttribute('height')).toBe('832');
    expect(root.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(root.querySelector('path')?.getAttribute('d')).toBe('M4 4h7v7H4z');
  });

  it('leaves markup it cannot read, or that is not SVG, as it is', () => {
    expect(sizedSvg('<svg><unclosed></svg>', 100)).toBe('<svg><unclosed></svg>');
    expect(sizedSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>', 100)).toBe(
      '<html xmlns="http://www.w3.org/1999/xhtml"/>',
    );
  });
});
