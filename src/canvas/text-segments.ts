/**
 * A text's words or graphemes, as the canvas scenes break and cut their labels: at these
 * boundaries no glyph is split (a Thai or Lao vowel or tone mark stays on its consonant, an
 * emoji stays whole). Intl.Segmenter knows Thai and Lao, which are written without spaces.
 */
export function segments(text: string, granularity: 'word' | 'grapheme'): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return [...new Intl.Segmenter(undefined, { granularity }).segment(text)].map(
      (part) => part.segment,
    );
  }
  // Without Segmenter: spaces for words, code points for graphemes (Chromium has Segmenter).
  return granularity === 'word' ? text.split(/(?<=\s)/) : [...text];
}
