import { cardFaceLayout, type FaceTextRole } from './card-face-layout';
import { CARD_HEIGHT, CARD_WIDTH, type CarouselCard, type CarouselColors } from './carousel-types';

/**
 * A card's face, composed once per change on a 2D canvas and then drawn by the GPU as one
 * texture. This is how PixiJS renders text anyway (canvas text into a texture); doing the
 * whole face here keeps pixi's Text and Graphics modules, and their weight, out of the
 * chunk, and lets the browser shape Thai and Lao with the page's own fonts.
 */
const MAX_FACE_RESOLUTION = 2;

/**
 * Texels per logical pixel of a face: what the centre card needs on this screen (the
 * stage's scale on the page times the device pixel ratio, `sceneResolution`), a little over
 * for text that stays sharp after filtering, rounded up to a quarter and never above 2.
 * Twice that was four times the pixels to draw and upload for nothing a phone can show.
 */
export function faceResolution(pixelRatio: number, stageScale: number): number {
  const wanted = Math.ceil(pixelRatio * stageScale * 1.1 * 4) / 4;
  return Math.min(MAX_FACE_RESOLUTION, Math.max(1, wanted));
}

/**
 * A transparent border this many texels wide around every face: the renderer draws
 * without multisampling (webgl-support.ts), so the card's straight edges are smoothed by
 * the texture's own filtering instead.
 */
const EDGE_TEXELS = 1;

export interface FaceImages {
  logo: HTMLImageElement | null;
  background: HTMLImageElement | null;
}

export interface FaceStyle {
  /** Texels per logical pixel (`faceResolution`). */
  resolution: number;
  colors: CarouselColors;
  fontFamily: string;
  focused: boolean;
}

const RADIUS = 14;

/** Where a face is drawn: a canvas of the page, or an OffscreenCanvas whose drawing is then
 * handed over without a copy (`transferToImageBitmap`). */
export type FaceCanvas = HTMLCanvasElement | OffscreenCanvas;
type Face2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function roundRect(ctx: Face2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A stable hue from the card key, for cards whose images are missing. */
function hueOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

function cover(ctx: Face2D, image: HTMLImageElement, w: number, h: number) {
  const iw = image.naturalWidth || w;
  const ih = image.naturalHeight || h;
  const scale = Math.max(w / iw, h / ih);
  const dw = iw * scale;
  const dh = ih * scale;
  ctx.drawImage(image, (w - dw) / 2, (h - dh) / 2, dw, dh);
}

/** Draws `card` on `canvas` (resized to the card at `style.resolution`), as cardFaceLayout places it. */
export function drawCardFace(
  canvas: FaceCanvas,
  card: CarouselCard,
  images: FaceImages,
  style: FaceStyle,
): void {
  canvas.width = Math.round(CARD_WIDTH * style.resolution);
  canvas.height = Math.round(CARD_HEIGHT * style.resolution);
  const ctx: Face2D | null =
    canvas instanceof HTMLCanvasElement ? canvas.getContext('2d') : canvas.getContext('2d');
  if (!ctx) return;
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const font = (weight: number, size: number) => `${weight} ${size}px ${style.fontFamily}`;
  const layout = cardFaceLayout(card, (text, size, weight) => {
    ctx.font = font(weight, size);
    return ctx.measureText(text).width;
  });
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(
    (canvas.width - 2 * EDGE_TEXELS) / w,
    0,
    0,
    (canvas.height - 2 * EDGE_TEXELS) / h,
    EDGE_TEXELS,
    EDGE_TEXELS,
  );
  ctx.save();
  roundRect(ctx, 0, 0, w, h, RADIUS);
  ctx.clip();

  const hue = hueOf(card.key);
  const gradient = ctx.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, `hsl(${hue} 55% 28%)`);
  gradient.addColorStop(1, `hsl(${(hue + 40) % 360} 65% 48%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
  if (images.background) cover(ctx, images.background, w, h);

  // The label's panel: whatever the art holds never shows behind the texts.
  const { top, fade, alpha } = layout.panel;
  const shade = ctx.createLinearGradient(0, top - fade, 0, top);
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, `rgba(0,0,0,${alpha})`);
  ctx.fillStyle = shade;
  ctx.fillRect(0, top - fade, w, fade);
  ctx.fillStyle = `rgba(0,0,0,${alpha})`;
  ctx.fillRect(0, top, w, h - top);

  if (images.logo) {
    const { x, y, width, height } = layout.logo;
    ctx.save();
    roundRect(ctx, x, y, width, height, 12);
    ctx.clip();
    ctx.drawImage(images.logo, x, y, width, height);
    ctx.restore();
  }

  ctx.textBaseline = 'alphabetic';
  const colour: Record<FaceTextRole, string> = {
    title: style.colors.text,
    amount: style.colors.accent,
    secondary: style.colors.text,
    badge: '#ffffff',
  };
  const paint = (role: FaceTextRole) => {
    for (const text of layout.texts.filter((t) => t.role === role)) {
      ctx.globalAlpha = role === 'secondary' ? 0.85 : 1;
      ctx.fillStyle = colour[role];
      ctx.font = font(text.weight, text.size);
      ctx.fillText(text.text, text.x, text.y);
    }
    ctx.globalAlpha = 1;
  };
  paint('title');
  paint('amount');
  paint('secondary');

  if (!card.active) {
    // Greyed out: keep the luminosity, drop the colour, then darken.
    ctx.globalCompositeOperation = 'saturation';
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, w, h);
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(0, 0, w, h);
  }
  // The badge stays white on black over the greyed face.
  if (layout.badge) {
    const { x, y, width, height } = layout.badge;
    roundRect(ctx, x, y, width, height, height / 2);
    ctx.fillStyle = 'rgba(0,0,0,0.75)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.6)';
    ctx.lineWidth = 1;
    ctx.stroke();
    paint('badge');
  }
  ctx.restore();

  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, RADIUS);
  ctx.strokeStyle = 'rgba(255,255,255,0.18)';
  ctx.lineWidth = 1;
  ctx.stroke();
  if (style.focused) {
    roundRect(ctx, 2, 2, w - 4, h - 4, RADIUS - 2);
    ctx.strokeStyle = style.colors.focus;
    ctx.lineWidth = 4;
    ctx.stroke();
  }
}

const images = new Map<string, Promise<HTMLImageElement | null>>();

/**
 * Loads an image for use in a WebGL texture: cross-origin images are requested with CORS,
 * because the GPU may not read an image the page may not read. A failed image resolves to
 * null (the card keeps its gradient).
 */
export function loadImage(url: string | null): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  let pending = images.get(url);
  if (!pending) {
    pending = new Promise((resolve) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.decoding = 'async';
      image.onload = () => resolve(image);
      image.onerror = () => {
        images.delete(url);
        resolve(null);
      };
      image.src = url;
    });
    images.set(url, pending);
  }
  return pending;
}
