import { sliceInk } from './wheel-contrast';
import { fitLabel, type LabelLayout } from './wheel-label';
import { sliceAngle, sliceAt } from './wheel-motion';
import type { WheelSpinner } from './wheel-spinner';
import type { WheelData, WheelSlice } from './wheel-types';

/**
 * The wheel's face, drawn once per change on a 2D canvas: the PixiJS scene turns it into
 * one texture and rotates it on the GPU, and the 2D fallback rotates the same drawing, so
 * both show the same wheel. Drawing text here (rather than with pixi's Text and Graphics)
 * lets the browser shape Thai and Lao with the page's own fonts and keeps those pixi
 * modules out of the `canvas-pixi` chunk (the carousel's card faces do the same).
 */

const RIM_WIDTH = 4;
const LABEL_PADDING = 4;

/** What the face depends on: it is redrawn only when this changes. */
export function faceKey(data: WheelData, resolution: number): string {
  return JSON.stringify([
    data.slices,
    data.size,
    data.hub,
    data.fontFamily,
    data.rimColour,
    data.highlightColour,
    resolution,
  ]);
}

function fontOf(fontFamily: string, size: number): string {
  return `700 ${size}px ${fontFamily}`;
}

/**
 * Waits (at most a moment) for the fonts the labels need: Thai and Lao fonts load only
 * when text in them is first used, and a face drawn before would show a fallback font.
 */
export async function loadLabelFonts(data: WheelData): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts?.load) return;
  const text = data.slices.map((slice) => slice.label).join(' ');
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1500));
  await Promise.race([
    fonts.load(fontOf(data.fontFamily, 16), text).then(() => undefined),
    timeout,
  ]).catch(() => undefined);
}

export function labelLayouts(
  ctx: CanvasRenderingContext2D,
  data: WheelData,
): { slice: WheelSlice; layout: LabelLayout }[] {
  const radius = data.size / 2 - RIM_WIDTH;
  const frame = {
    radius,
    inner: data.hub + LABEL_PADDING,
    halfAngle: sliceAngle(data.slices.length) / 2,
    padding: LABEL_PADDING,
  };
  const measure = (text: string, fontSize: number) => {
    ctx.font = fontOf(data.fontFamily, fontSize);
    return ctx.measureText(text).width;
  };
  const largest = Math.max(12, Math.min(18, Math.round(radius * 0.11)));
  return data.slices.map((slice) => ({
    slice,
    layout: fitLabel(slice.label, frame, measure, largest),
  }));
}

/** Draws the face at `resolution` device pixels per CSS pixel. */
export function drawWheelFace(canvas: HTMLCanvasElement, data: WheelData, resolution: number) {
  const pixels = Math.max(1, Math.ceil(data.size * resolution));
  canvas.width = pixels;
  canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  if (!ctx || data.slices.length === 0) return;
  const size = data.size;
  const radius = size / 2 - RIM_WIDTH / 2;
  const step = sliceAngle(data.slices.length);
  ctx.setTransform(resolution, 0, 0, resolution, 0, 0);
  ctx.clearRect(0, 0, size, size);
  ctx.translate(size / 2, size / 2);

  data.slices.forEach((slice, index) => {
    const start = -Math.PI / 2 + index * step;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, radius, start, start + step);
    ctx.closePath();
    ctx.fillStyle = sliceInk(slice.bgColor, slice.textColor).background;
    ctx.fill();
    ctx.strokeStyle = data.rimColour;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  });

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  labelLayouts(ctx, data).forEach(({ slice, layout }, index) => {
    const ink = sliceInk(slice.bgColor, slice.textColor);
    ctx.save();
    ctx.rotate(-Math.PI / 2 + (index + 0.5) * step);
    ctx.font = fontOf(data.fontFamily, layout.fontSize);
    layout.lines.forEach((line, row) => {
      const y = (row - (layout.lines.length - 1) / 2) * layout.lineHeight;
      if (ink.outline) {
        ctx.strokeStyle = ink.outline;
        ctx.lineWidth = Math.max(2, layout.fontSize * 0.22);
        ctx.strokeText(line, layout.centre, y);
      }
      ctx.fillStyle = ink.text;
      ctx.fillText(line, layout.centre, y);
    });
    ctx.restore();
  });

  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.strokeStyle = data.rimColour;
  ctx.lineWidth = RIM_WIDTH;
  ctx.stroke();
}

/** The winning slice's highlight, in the face's coordinates (it turns with the face). */
export function drawHighlight(
  canvas: HTMLCanvasElement,
  data: WheelData,
  resolution: number,
  index: number,
) {
  const pixels = Math.max(1, Math.ceil(data.size * resolution));
  canvas.width = pixels;
  canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  if (!ctx || data.slices.length === 0) return;
  const size = data.size;
  const radius = size / 2 - RIM_WIDTH;
  const step = sliceAngle(data.slices.length);
  const start = -Math.PI / 2 + index * step;
  ctx.setTransform(resolution, 0, 0, resolution, 0, 0);
  ctx.clearRect(0, 0, size, size);
  ctx.translate(size / 2, size / 2);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.arc(0, 0, radius, start, start + step);
  ctx.closePath();
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = data.highlightColour;
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/**
 * Writes the spin's state on the scene's host element, for tests and tools that read the
 * drawing back: `data-spin` (the phase), `data-landings` (completed landings) and, at
 * rest, `data-slice`: the code of the slice under the pointer, worked out from the angle
 * the scene has just drawn (not from what the screen asked for).
 */
export function reflectSpin(host: HTMLElement, spinner: WheelSpinner, data: WheelData) {
  const { dataset } = host;
  if (dataset.spin !== spinner.phase) dataset.spin = spinner.phase;
  const landings = String(spinner.landings);
  if (dataset.landings !== landings) dataset.landings = landings;
  if (spinner.phase === 'idle' && data.slices.length > 0) {
    const code = data.slices[sliceAt(spinner.angle, data.slices.length)]?.code ?? '';
    if (dataset.slice !== code) dataset.slice = code;
  } else if (dataset.slice !== undefined) {
    delete dataset.slice;
  }
}

export function clearReflection(host: HTMLElement) {
  delete host.dataset.spin;
  delete host.dataset.landings;
  delete host.dataset.slice;
}
