import type { FallbackReason } from '../scene-types';
import type { WheelSpinner } from './wheel-spinner';

/**
 * What a wheel scene draws. Plain data from the screen (the server's slices, the size it
 * computed, the theme's font), plus the spinner: the one tween the scene reads its angle
 * from (wheel-spinner.ts), owned by the screen so that it outlives any one renderer.
 */
export interface WheelSlice {
  /** The server's slice code (docs/api.md#spin-wheel). */
  code: string;
  label: string;
  /** The server's colours, unchecked: the scene reads them through wheel-contrast.ts. */
  bgColor: string;
  textColor: string;
}

export interface WheelData {
  slices: readonly WheelSlice[];
  /** Width and height of the wheel, CSS px. */
  size: number;
  /** Radius of the hub the spin button covers, CSS px: labels stay outside it. */
  hub: number;
  fontFamily: string;
  /** Rim and slice separators. */
  rimColour: string;
  /** The winning slice's highlight. */
  highlightColour: string;
  spinner: WheelSpinner;
}

export interface WheelCallbacks {
  /** The scene cannot draw: the screen shows the 2D fallback, which carries on the spin. */
  onFallback(reason: FallbackReason): void;
  /** The first frame is on screen. */
  onReady(): void;
}

export interface WheelScene {
  update(data: WheelData): void;
  destroy(): void;
}
