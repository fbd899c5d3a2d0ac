/**
 * Shrinks a photo on the phone before it is uploaded (a slip: docs/product.md#deposit). A
 * 12-megapixel camera photo is 3 to 6 MB: on mobile data that is minutes of upload and
 * often a time-out, while a slip stays readable at 1600 px. The browser does the work
 * with its own resampling (createImageBitmap's `resizeQuality: 'high'`) and its own JPEG
 * encoder (OffscreenCanvas, or a canvas element where that is missing).
 *
 * Rules: the long edge ends at most `maxEdge` px, never enlarged; the result is JPEG at
 * `quality`. A file that is already small (long edge ≤ `maxEdge` and at most `smallBytes`,
 * in a type the server takes), or that the browser cannot decode, is returned as it is,
 * as is any file whose re-encoding would not help.
 */

export const DOWNSCALE_MAX_EDGE = 1600;
/** "Already small": about 500 KB. */
export const DOWNSCALE_SMALL_BYTES = 500 * 1024;
export const DOWNSCALE_QUALITY = 0.85;
/** Types kept as they are when small; others (HEIC, WebP) are re-encoded when decodable. */
export const KEPT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];

export interface DownscaleOptions {
  maxEdge?: number;
  smallBytes?: number;
  quality?: number;
  keptTypes?: readonly string[];
}

/** The size an image of `width` × `height` is drawn at: long edge ≤ maxEdge, never larger. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number,
): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `photo.heic` → `photo.jpg`; a nameless file becomes `slip.jpg`. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'slip'}.jpg`;
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function paint(context: Context2D, bitmap: ImageBitmap): void {
  // JPEG has no transparency: a transparent screenshot would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
}

async function encodeJpeg(bitmap: ImageBitmap, quality: number): Promise<Blob | null> {
  const { width, height } = bitmap;
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      paint(context, bitmap);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context, bitmap);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', quality),
  );
  // Frees the pixels now rather than at the next garbage collection (cheap phones).
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

export async function downscaleImage(file: File, options: DownscaleOptions = {}): Promise<File> {
  const {
    maxEdge = DOWNSCALE_MAX_EDGE,
    smallBytes = DOWNSCALE_SMALL_BYTES,
    quality = DOWNSCALE_QUALITY,
    keptTypes = KEPT_TYPES,
  } = options;
  if (typeof createImageBitmap !== 'function') return file;
  let decoded: ImageBitmap;
  try {
    // Decoded once, turned upright by its EXIF orientation (a phone photo is often stored
    // sideways): its width and height are then the ones the player sees.
    decoded = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // Not an image this browser can read: the server decides.
  }
  let resized: ImageBitmap | null = null;
  try {
    const size = fitWithin(decoded.width, decoded.height, maxEdge);
    const shrinks = size.width !== decoded.width || size.height !== decoded.height;
    if (!shrinks && file.size <= smallBytes && keptTypes.includes(file.type)) return file;
    resized = shrinks
      ? await createImageBitmap(decoded, {
          resizeWidth: size.width,
          resizeHeight: size.height,
          resizeQuality: 'high',
        })
      : decoded;
    const blob = await encodeJpeg(resized, quality);
    if (blob?.type !== 'image/jpeg' || blob.size === 0) return file;
    // Same size, not smaller: re-encoding did not help (unless the type must change).
    if (!shrinks && blob.size >= file.size && keptTypes.includes(file.type)) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    if (resized && resized !== decoded) resized.close();
    decoded.close();
  }
}
