import { segments } from '../text-segments';
import { CARD_HEIGHT, CARD_WIDTH, type CarouselCard } from './carousel-types';

/**
 * Where a card face puts its parts, as pure math (no canvas), so the sizes can be tested.
 * card-face.ts only paints what this returns.
 *
 * Sizes are in the card's logical px (a card is 300 × 211, docs/product.md#game-carousels).
 * The stage (600 logical px, 3 cards) is scaled to the carousel's width: about 328 css px on a
 * 360 px phone, a scale of about 0.55. So a text needs 22 logical px to reach 12 css px on
 * the centre card; the old 13 px badge came out at about 7 px.
 */
export const FACE_FONT = {
  title: 24,
  amount: 30,
  secondary: 22,
  badge: 22,
} as const;

export type FaceTextRole = keyof typeof FACE_FONT;

export interface FaceText {
  role: FaceTextRole;
  /** Already shortened with an ellipsis to fit `maxWidth`. */
  text: string;
  x: number;
  /** Alphabetic baseline. */
  y: number;
  size: number;
  weight: 400 | 700;
  maxWidth: number;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FaceLayout {
  logo: FaceBox;
  /**
   * The dark panel the label sits on, from `top` to the card's bottom (faded in over `fade`
   * px above it): whatever the background art holds (a name, a watermark) never shows
   * behind the name and the amounts.
   */
  panel: { top: number; fade: number; alpha: number };
  /** The inactive badge's pill, or null for an active account. */
  badge: FaceBox | null;
  /** Each text once, in drawing order: the name appears on the face exactly once. */
  texts: FaceText[];
}

/** Width of `text` at `size` px and `weight` in the face's font. */
export type MeasureText = (text: string, size: number, weight: 400 | 700) => number;

const PAD = 16;
const LOGO = { x: 14, y: 14, width: 52, height: 52 };
const BADGE_PAD_X = 12;
const BADGE_HEIGHT = 34;
const BADGE_TOP = 14;
const LINE_GAP = 6;

/**
 * `text`, cut with an ellipsis where it is wider than `maxWidth`, between graphemes. The
 * longest prefix that fits is found by halving, so a name of thousands of characters costs
 * a dozen measurements rather than one per character (cutting one character at a time
 * measured the whole remaining text each time, and such a name from the server blocked the
 * page for seconds).
 */
export function fitText(
  text: string,
  maxWidth: number,
  size: number,
  weight: 400 | 700,
  measure: MeasureText,
): string {
  if (measure(text, size, weight) <= maxWidth) return text;
  const graphemes = segments(text, 'grapheme');
  const cut = (count: number) => `${graphemes.slice(0, count).join('')}…`;
  // The largest count whose cut fits; one grapheme at least, as before, even when nothing fits.
  let fits = 1;
  let tooWide = graphemes.length;
  while (tooWide - fits > 1) {
    const middle = Math.floor((fits + tooWide) / 2);
    if (measure(cut(middle), size, weight) <= maxWidth) fits = middle;
    else tooWide = middle;
  }
  return cut(fits);
}

export function cardFaceLayout(card: CarouselCard, measure: MeasureText): FaceLayout {
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const maxWidth = w - 2 * PAD;
  const line = (role: FaceTextRole, text: string, y: number, weight: 400 | 700): FaceText => {
    const size = FACE_FONT[role];
    return {
      role,
      text: fitText(text, maxWidth, size, weight, measure),
      x: PAD,
      y,
      size,
      weight,
      maxWidth,
    };
  };
  // Baselines from the bottom up: the secondary line, the amount, then the name.
  const secondaryY = h - 14;
  const amountY = secondaryY - FACE_FONT.secondary - LINE_GAP;
  const titleY = amountY - FACE_FONT.amount - LINE_GAP + 4;
  const texts: FaceText[] = [
    line('title', card.title, titleY, 700),
    line('amount', card.amount, amountY, 700),
  ];
  if (card.secondary) texts.push(line('secondary', card.secondary, secondaryY, 400));
  // The panel starts a little above the name's cap height.
  const panelTop = titleY - FACE_FONT.title - 4;

  let badge: FaceBox | null = null;
  if (!card.active) {
    // Between the logo and the right edge.
    const room = w - 12 - (LOGO.x + LOGO.width + 10);
    const size = FACE_FONT.badge;
    const text = fitText(card.inactiveLabel, room - 2 * BADGE_PAD_X, size, 700, measure);
    const width = measure(text, size, 700) + 2 * BADGE_PAD_X;
    badge = { x: w - 12 - width, y: BADGE_TOP, width, height: BADGE_HEIGHT };
    texts.push({
      role: 'badge',
      text,
      x: badge.x + BADGE_PAD_X,
      // Centred in the pill: the baseline sits about a third of the size below the middle.
      y: BADGE_TOP + BADGE_HEIGHT / 2 + size * 0.35,
      size,
      weight: 700,
      maxWidth: room - 2 * BADGE_PAD_X,
    });
  }
  return { logo: LOGO, panel: { top: panelTop, fade: 28, alpha: 0.82 }, badge, texts };
}
