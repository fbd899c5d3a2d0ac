import { fitLabel, type LabelFrame, type LabelLayout, wordTokens, wrapLabel } from './wheel-label';

const graphemes = (text: string) => [
  ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
];
/** A stand-in for measureText: every grapheme 0.6 em wide (marks add no width). */
const measure = (text: string, fontSize: number) => graphemes(text).length * 0.6 * fontSize;

const frame = (count: number, radius = 150): LabelFrame => ({
  radius,
  inner: 44,
  halfAngle: Math.PI / count,
  padding: 4,
});

/** Every corner of the label's block lies inside its slice and inside the rim. */
function insideSlice(layout: LabelLayout, f: LabelFrame) {
  const half = (layout.lines.length * layout.lineHeight) / 2;
  const widest = Math.max(...layout.lines.map((line) => measure(line, layout.fontSize)));
  const x0 = layout.centre - widest / 2;
  const x1 = layout.centre + widest / 2;
  expect(x0).toBeGreaterThanOrEqual(f.inner - 1e-9);
  expect(Math.hypot(x1, half)).toBeLessThanOrEqual(f.radius + 1e-9);
  expect(half).toBeLessThanOrEqual(x0 * Math.tan(Math.min(f.halfAngle, 1.4)) + 1e-9);
}

const squash = (text: string) => text.replace(/\s+/g, '');

describe('fitLabel', () => {
  it('keeps a short label on one line at a comfortable size', () => {
    const layout = fitLabel('Try again', frame(8), measure);
    expect(layout.lines).toEqual(['Try again']);
    expect(layout.fontSize).toBeGreaterThanOrEqual(10);
    insideSlice(layout, frame(8));
  });

  it('wraps a long English label between words, never inside one', () => {
    const text = 'Free spins for the whole weekend';
    const layout = fitLabel(text, frame(8), measure);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join(' ')).toBe(text);
    insideSlice(layout, frame(8));
  });

  it.each([
    ['Thai', 'ลองใหม่อีกครั้งนะครับ'],
    ['Thai with tone marks', 'รางวัลใหญ่ประจำสัปดาห์'],
    ['Lao', 'ລອງໃໝ່ອີກຄັ້ງເດີ້'],
  ])('wraps %s (no spaces) at word boundaries, never splitting a glyph', (_, text) => {
    const f = frame(12, 120);
    const layout = fitLabel(text, f, measure, 18);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join('')).toBe(text);
    const words = wordTokens(text);
    // Each line is whole words of the label.
    let at = 0;
    for (const line of layout.lines) {
      let taken = '';
      while (taken.length < line.length && at < words.length) taken += words[at++];
      expect(taken).toBe(line);
    }
    // No line starts with a combining mark (a vowel or tone mark torn from its consonant).
    for (const line of layout.lines) expect(/^\p{M}/u.test(line)).toBe(false);
    insideSlice(layout, f);
  });

  it('shrinks rather than cuts when the slice is narrow: every character is still drawn', () => {
    const text = 'Jackpot 5,000 baht bonus';
    const f = frame(16, 110);
    const layout = fitLabel(text, f, measure, 18);
    expect(squash(layout.lines.join(''))).toBe(squash(text));
    expect(layout.fontSize).toBeLessThan(10);
    expect(layout.fontSize).toBeGreaterThan(0);
    for (const line of layout.lines) {
      expect(measure(line, layout.fontSize)).toBeLessThanOrEqual(layout.maxWidth + 1e-9);
    }
  });

  it('fits labels on the widest slices (2) and the narrowest (16) of a 350 px wheel', () => {
    for (const count of [2, 3, 8, 16]) {
      const f = frame(count, 175);
      for (const text of ['5 ฿', 'Try again', '500 ฿ JACKPOT']) {
        const layout = fitLabel(text, f, measure);
        expect(squash(layout.lines.join(''))).toBe(squash(text));
        insideSlice(layout, f);
      }
    }
  });

  it('settles a label far too long for its slice in under a thousand measurements, all of it drawn', () => {
    // What an operator's mistake (a paragraph pasted as a label) must not do: make the
    // wheel measure the whole text again for every size and line count it tries.
    const text = Array.from({ length: 2_000 }, (_, index) => `word${index}`).join(' ');
    let calls = 0;
    const counted = (value: string, fontSize: number) => {
      calls += 1;
      return measure(value, fontSize);
    };
    const layout = fitLabel(text, frame(8), counted);
    expect(layout.lines).toEqual([text]);
    expect(layout.fontSize).toBeLessThan(1);
    expect(calls).toBeLessThan(1_000);
  });
});

describe('wrapLabel', () => {
  it('breaks a word longer than a line between graphemes', () => {
    const lines = wrapLabel('Supercalifragilistic', 50, 10, measure);
    expect(lines?.join('')).toBe('Supercalifragilistic');
    for (const line of lines ?? []) expect(measure(line, 10)).toBeLessThanOrEqual(50);
  });

  it('gives up (null) when one grapheme is wider than the line', () => {
    expect(wrapLabel('ก', 2, 10, measure)).toBeNull();
  });

  it('gives up (null) once it needs more lines than allowed', () => {
    const text = 'one two three four five six';
    const lines = wrapLabel(text, 30, 10, measure);
    expect(lines?.length).toBeGreaterThan(2);
    expect(wrapLabel(text, 30, 10, measure, 2)).toBeNull();
    expect(wrapLabel(text, 30, 10, measure, lines?.length)).toEqual(lines);
  });
});
