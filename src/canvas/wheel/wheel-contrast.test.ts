import { contrastRatio, MIN_CONTRAST, parseColour, sliceInk } from './wheel-contrast';

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white is 21:1, a colour on itself 1:1, order does not matter', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
    expect(contrastRatio([18, 52, 86], [18, 52, 86])).toBe(1);
    expect(contrastRatio([255, 255, 255], [118, 118, 118])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});

describe('parseColour', () => {
  it('reads #rgb, #rrggbb and rgb(), and nothing else', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour(' #1F6FEB ')).toEqual([31, 111, 235]);
    expect(parseColour('#1f6feb80')).toEqual([31, 111, 235]);
    expect(parseColour('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColour('rgb(300, 0, 0)')).toBeNull();
    expect(parseColour('red')).toBeNull();
    expect(parseColour('url(javascript:alert(1))')).toBeNull();
    expect(parseColour('')).toBeNull();
  });
});

describe('sliceInk', () => {
  it('keeps a text colour that meets 4.5:1 on its slice, with no outline', () => {
    expect(sliceInk('#f2b705', '#1a1a1a')).toEqual({
      background: '#f2b705',
      text: '#1a1a1a',
      outline: null,
    });
    expect(sliceInk('#2f4239', '#ffffff').outline).toBeNull();
  });

  it('outlines a label whose colour is too close to its slice, with an outline that meets 4.5:1', () => {
    for (const [bg, text] of [
      ['#ffd166', '#ffffff'],
      ['#1f6feb', '#ff0000'],
      ['#777777', '#888888'],
      ['#000000', '#111111'],
    ] as const) {
      const ink = sliceInk(bg, text);
      expect(
        contrastRatio(parseColour(ink.text) ?? [0, 0, 0], parseColour(bg) ?? [0, 0, 0]),
      ).toBeLessThan(MIN_CONTRAST);
      expect(ink.outline, `${text} on ${bg}`).not.toBeNull();
      const outline = parseColour(ink.outline ?? '');
      expect(outline).not.toBeNull();
      expect(
        contrastRatio(outline ?? [0, 0, 0], parseColour(ink.text) ?? [0, 0, 0]),
      ).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('replaces colours it cannot read instead of passing them to the canvas', () => {
    const ink = sliceInk('not a colour', 'also not');
    expect(ink.background).toBe('#444444');
    expect(ink.text).toBe('#ffffff');
    expect(ink.outline).toBeNull();
    expect(sliceInk('#ffffff', 'bogus').text).toBe('#000000');
  });
});
