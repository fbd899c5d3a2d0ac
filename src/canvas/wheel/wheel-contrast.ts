/**
 * Slice colours come from the server (docs/api.md#spin-wheel: `bgColor`, `textColor`). A
 * label must stay readable whatever the operator picked: its colour on the slice meets
 * WCAG's 4.5:1, or the label gets an outline that meets it against the label colour (the
 * outline then separates the glyphs from any background). Pure functions, tested.
 */

export type Rgb = readonly [number, number, number];

export const MIN_CONTRAST = 4.5;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#rgb`, `#rrggbb` (alpha forms ignored) or `rgb(r, g, b)`; null for anything else. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full =
      hex.length <= 4
        ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('')
        : hex.slice(0, 6);
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(
    text,
  );
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (channels.every((channel) => channel <= 255)) return channels as unknown as Rgb;
  }
  return null;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface SliceInk {
  /** The slice's fill. */
  background: string;
  /** The label's fill. */
  text: string;
  /** An outline around the label's glyphs, or null when the text colour suffices. */
  outline: string | null;
}

const FALLBACK_BACKGROUND: Rgb = [68, 68, 68];

/**
 * The colours to draw a slice with. A colour the wallet cannot read is replaced (a grey
 * slice, black or white text), so nothing from the server reaches the canvas unparsed.
 */
export function sliceInk(bgColor: string, textColor: string): SliceInk {
  const background = parseColour(bgColor) ?? FALLBACK_BACKGROUND;
  const bestOn = (colour: Rgb) =>
    contrastRatio(colour, BLACK) >= contrastRatio(colour, WHITE) ? BLACK : WHITE;
  const text = parseColour(textColor) ?? bestOn(background);
  if (contrastRatio(text, background) >= MIN_CONTRAST) {
    return { background: toHex(background), text: toHex(text), outline: null };
  }
  // Black or white, whichever stands out more from the text: always at least 4.58:1.
  return { background: toHex(background), text: toHex(text), outline: toHex(bestOn(text)) };
}
