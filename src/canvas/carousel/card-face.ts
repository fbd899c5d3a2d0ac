import { CARD_HEIGHT, CARD_WIDTH, type CarouselCard, type CarouselColors } from './carousel-types';

/**
 * A card's face, composed once per change on a 2D canvas and then drawn by the GPU as one
 * texture. This is how PixiJS renders text anyway (canvas text into a texture); doing the
 * whole face here keeps pixi's Text and Graphics modules, and their weight, out of the
 * chunk, and lets the browser shape Thai and Lao with the page's own fonts.
 */
export const FACE_RESOLUTION = 2;

export interface FaceImages {
  logo: HTMLImageElement | null;
  background: HTMLImageElement | null;
}

export interface FaceStyle {
  colors: CarouselColors;
  fontFamily: string;
  focused: boolean;
}

const RADIUS = 14;

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
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

function cover(ctx: CanvasRenderingContext2D, image: HTMLImageElement, w: number, h: number) {
  const iw = image.naturalWidth || w;
  const ih = image.naturalHeight || h;
  const scale = Math.max(w / iw, h / ih);
  const dw = iw * scale;
  const dh = ih * scale;
  ctx.drawImage(image, (w - dw) / 2, (h - dh) / 2, dw, dh);
}

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Draws `card` on `canvas` (resized to the card at FACE_RESOLUTION). */
export function drawCardFace(
  canvas: HTMLCanvasElement,
  card: CarouselCard,
  images: FaceImages,
  style: FaceStyle,
): void {
  canvas.width = CARD_WIDTH * FACE_RESOLUTION;
  canvas.height = CARD_HEIGHT * FACE_RESOLUTION;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const font = (weight: number, size: number) => `${weight} ${size}px ${style.fontFamily}`;
  ctx.setTransform(FACE_RESOLUTION, 0, 0, FACE_RESOLUTION, 0, 0);
  ctx.clearRect(0, 0, w, h);
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

  // Legibility of the texts over any background.
  const shade = ctx.createLinearGradient(0, h * 0.4, 0, h);
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, 'rgba(0,0,0,0.8)');
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, w, h);

  if (images.logo) {
    ctx.save();
    roundRect(ctx, 14, 14, 52, 52, 12);
    ctx.clip();
    ctx.drawImage(images.logo, 14, 14, 52, 52);
    ctx.restore();
  }

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = style.colors.text;
  ctx.font = font(700, 18);
  ctx.fillText(fitText(ctx, card.title, w - 32), 16, h - 62);
  ctx.fillStyle = style.colors.accent;
  ctx.font = font(700, 24);
  ctx.fillText(fitText(ctx, card.amount, w - 32), 16, h - 34);
  if (card.secondary) {
    ctx.globalAlpha = 0.85;
    ctx.fillStyle = style.colors.text;
    ctx.font = font(400, 13);
    ctx.fillText(fitText(ctx, card.secondary, w - 32), 16, h - 14);
    ctx.globalAlpha = 1;
  }

  if (!card.active) {
    // Greyed out: keep the luminosity, drop the colour, then darken.
    ctx.globalCompositeOperation = 'saturation';
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, w, h);
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(0, 0, w, h);
    ctx.font = font(700, 13);
    const label = fitText(ctx, card.inactiveLabel, w - 110);
    const labelWidth = ctx.measureText(label).width + 20;
    roundRect(ctx, w - labelWidth - 12, 14, labelWidth, 26, 13);
    ctx.fillStyle = 'rgba(0,0,0,0.7)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.6)';
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.fillText(label, w - labelWidth - 2, 32);
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
