import type { FallbackReason } from '../scene-types';

export type { FallbackReason };

/**
 * What a carousel scene draws and what it reports back. Plain data: the screen turns its
 * domain objects (game accounts) and texts (already translated and formatted) into these,
 * so the renderer knows nothing of the API, the language or the brand.
 */
export interface CarouselCard {
  /** Stable identity across updates (the game code). */
  key: string;
  title: string;
  /** The main amount, formatted. */
  amount: string;
  /** The secondary line (e.g. the amount in game credit), formatted; empty for none. */
  secondary: string;
  /** Image URLs; a card without them (or whose images fail) gets a gradient. */
  logo: string | null;
  background: string | null;
  active: boolean;
  /** Shown on an inactive card. */
  inactiveLabel: string;
}

export interface CarouselColors {
  /** The amount's colour. */
  accent: string;
  text: string;
  /** The keyboard focus ring. */
  focus: string;
}

export interface CarouselData {
  cards: readonly CarouselCard[];
  colors: CarouselColors;
  fontFamily: string;
  /** The card shown in the centre; the scene moves there (animated unless reduced motion). */
  centre: number;
  /** The card whose accessible button has keyboard focus: drawn with a ring. */
  focused: number | null;
}

export interface CarouselCallbacks {
  /** A tap (not a drag) on a card. */
  onTap(index: number): void;
  /** The card in the centre after a swipe or drag settles. */
  onCentreChange(index: number): void;
  /** The scene cannot draw: the screen shows the same cards as plain DOM instead. */
  onFallback(reason: FallbackReason): void;
  /** The first frame is on screen. */
  onReady(): void;
}

export interface CarouselScene {
  update(data: CarouselData): void;
  destroy(): void;
}

/** Logical size of one card and of the stage (3 cards in view); the stage scales to fit. */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 211;
export const STAGE_WIDTH = 600;
export const STAGE_HEIGHT = 250;
