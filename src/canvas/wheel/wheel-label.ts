/**
 * Where a slice's label goes and how big it is: pure geometry and line breaking, with the
 * text measurement passed in (a canvas's measureText in the scene, a stand-in in tests).
 *
 * A label runs along its slice's middle line, from the hub towards the rim, in up to three
 * lines stacked across the slice. It is wrapped at word boundaries (Intl.Segmenter knows
 * Thai and Lao, which are written without spaces) and, when a word alone is too long, at
 * grapheme boundaries, so no glyph is ever cut (a Thai vowel or tone mark stays on its
 * consonant). When it does not fit at the smallest comfortable size it shrinks further
 * rather than being cut: every character of the label is always drawn.
 */

import { segments } from '../text-segments';

export type Measure = (text: string, fontSize: number) => number;

export interface LabelFrame {
  /** Radius of the wheel face, CSS px. */
  radius: number;
  /** Labels stay outside this radius (the spin button covers the middle). */
  inner: number;
  /** Half the angle of one slice, radians. */
  halfAngle: number;
  /** Clearance from the rim and from the slice's edges. */
  padding: number;
}

export interface LabelLayout {
  lines: string[];
  fontSize: number;
  /** Distance between baselines. */
  lineHeight: number;
  /** Distance from the wheel's centre to the middle of the text block, along the slice. */
  centre: number;
  /** Room along the slice the lines had (each line is at most this wide). */
  maxWidth: number;
}

// Thai and Lao stack vowels and tone marks above and below the line: room for them.
export const LINE_HEIGHT = 1.3;
const MAX_LINES = 3;
/** Below this the label shrinks only because it would not fit otherwise. */
const SMALLEST_COMFORTABLE = 10;
const SMALLEST = 3;

/** Words, each with the spaces that follow it, so lines break after spaces. */
export function wordTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const part of segments(text.trim().replace(/\s+/g, ' '), 'word')) {
    if (/^\s+$/.test(part) && tokens.length > 0) tokens[tokens.length - 1] += part;
    else tokens.push(part);
  }
  return tokens;
}

/**
 * Greedy line breaking within `maxWidth`; null when a single grapheme is wider, or when the
 * label needs more than `maxLines` lines. The limit is what keeps a label far too long for
 * its slice cheap: without it every size tried wrapped (and measured) the whole label, and
 * a label of a few thousand characters blocked the page for seconds.
 */
export function wrapLabel(
  text: string,
  maxWidth: number,
  fontSize: number,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
): string[] | null {
  return wrapTokens(wordTokens(text), maxWidth, fontSize, measure, maxLines);
}

function wrapTokens(
  tokens: string[],
  maxWidth: number,
  fontSize: number,
  measure: Measure,
  maxLines: number,
): string[] | null {
  const lines: string[] = [];
  let current = '';
  const fits = (value: string) => measure(value.trimEnd(), fontSize) <= maxWidth;
  /** Ends a line; false once there are more lines than allowed. */
  const push = (line: string) => {
    lines.push(line);
    return lines.length <= maxLines;
  };
  for (const token of tokens) {
    if (fits(current + token)) {
      current += token;
      continue;
    }
    if (current.trim() && !push(current.trimEnd())) return null;
    current = '';
    if (fits(token)) {
      current = token;
      continue;
    }
    // A word longer than a line: break it between graphemes.
    for (const grapheme of segments(token, 'grapheme')) {
      if (fits(current + grapheme)) {
        current += grapheme;
        continue;
      }
      if (!current.trim()) return null;
      if (!push(current.trimEnd())) return null;
      current = grapheme.trimStart();
    }
  }
  if (current.trim() && !push(current.trimEnd())) return null;
  return lines;
}

/** The room a block of `height` has along a slice: from its inner to its outer end. */
function room(frame: LabelFrame, height: number): { from: number; to: number } {
  const half = height / 2;
  const rim = frame.radius - frame.padding;
  const to = half < rim ? Math.sqrt(rim * rim - half * half) : 0;
  // The block's inner corners must stay inside the slice's edges (a wedge).
  const spread = Math.tan(Math.min(frame.halfAngle, 1.4));
  const from = Math.max(frame.inner, (half + frame.padding) / spread);
  return { from, to };
}

function candidateSizes(largest: number): number[] {
  const sizes: number[] = [];
  for (let size = largest; size >= SMALLEST_COMFORTABLE; size -= 1) sizes.push(size);
  for (let size = SMALLEST_COMFORTABLE - 0.5; size >= SMALLEST; size -= 0.5) sizes.push(size);
  return sizes;
}

/**
 * The largest font size (from `largest` down) at which the label fits its slice in at
 * most three lines, and those lines.
 */
export function fitLabel(
  text: string,
  frame: LabelFrame,
  measure: Measure,
  largest = 18,
): LabelLayout {
  const label = text.trim();
  const tokens = wordTokens(label);
  for (const fontSize of candidateSizes(largest)) {
    const lineHeight = fontSize * LINE_HEIGHT;
    for (let count = 1; count <= MAX_LINES; count++) {
      const { from, to } = room(frame, count * lineHeight);
      const maxWidth = to - from;
      if (maxWidth <= 0) break;
      const lines = wrapTokens(tokens, maxWidth, fontSize, measure, count);
      if (lines) {
        return { lines, fontSize, lineHeight, centre: (from + to) / 2, maxWidth };
      }
    }
  }
  // Nothing fits even at the smallest size (a very long label on a narrow slice): the
  // whole label on one line, scaled down to the room there is.
  const { from, to } = room(frame, SMALLEST * LINE_HEIGHT);
  const maxWidth = Math.max(1, to - from);
  const width = Math.max(1, measure(label, SMALLEST));
  const fontSize = Math.min(SMALLEST, (SMALLEST * maxWidth) / width);
  return {
    lines: [label],
    fontSize,
    lineHeight: fontSize * LINE_HEIGHT,
    centre: (from + to) / 2,
    maxWidth,
  };
}
