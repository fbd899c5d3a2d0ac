import type { FallbackReason } from '../scene-types';

/**
 * The messages between the carousels (main thread, create-carousel-scene.ts) and the
 * renderer that draws them in a worker (carousel-renderer.worker.ts). The main thread keeps
 * everything a player touches (pointer input, layout, the card faces drawn with the page's
 * fonts); the worker keeps everything PixiJS and WebGL cost: loading and compiling pixi,
 * creating the context, compiling shaders, uploading textures and rendering. None of that
 * is then a main-thread task that delays a tap (docs/architecture.md#canvas-lifecycle).
 */

/** One card's place in a frame: a perspective quad (carousel-layout.ts `cardPose`). */
export interface CardPose {
  key: string;
  /** x0, y0 … x3, y3 in stage units: top-left, top-right, bottom-right, bottom-left. */
  corners: readonly [number, number, number, number, number, number, number, number];
  alpha: number;
  /** 0xRRGGBB multiplied into the face (how far from the centre the card is). */
  tint: number;
  zIndex: number;
}

/**
 * Draw the visible cards at `width` × `height` CSS pixels and `resolution` device pixels per
 * CSS pixel; `scale`: CSS pixels per stage unit. With `ack`, the worker answers `drawn` once
 * this frame is in the canvas.
 */
export interface FrameRequest {
  width: number;
  height: number;
  resolution: number;
  scale: number;
  cards: readonly CardPose[];
  ack: boolean;
}

export type ToRenderer =
  /** A carousel's visible canvas, handed over (`transferControlToOffscreen`). */
  | { type: 'attach'; scene: number; canvas: OffscreenCanvas }
  /** A card's face (new or changed), drawn at `resolution` texels per stage unit. */
  | { type: 'face'; scene: number; key: string; bitmap: ImageBitmap; resolution: number }
  /** A card that left the carousel. */
  | { type: 'forget'; scene: number; key: string }
  /** A frame of one carousel (`FrameRequest`). */
  | ({ type: 'frame'; scene: number } & FrameRequest)
  /** The carousel is gone: free its textures. */
  | { type: 'detach'; scene: number };

export type FromRenderer =
  | { type: 'drawn'; scene: number }
  /** The renderer cannot (or can no longer) draw: every carousel shows its DOM cards. */
  | { type: 'failed'; reason: FallbackReason };
