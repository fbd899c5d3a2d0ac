/**
 * QR markup as an image address. Markup from the network could run scripts and event
 * handlers if put into the page, so it is only ever an `<img>` source, where the browser
 * draws SVG as a picture with scripting and outside requests off
 * (docs/product.md#qr-codes: "SVG markup, sanitised").
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The saved image's side, in pixels: enough for a bank app to read from a gallery. */
export const QR_PNG_SIZE = 1024;
/** White space around the code in the saved image (the quiet zone a scanner needs). */
export const QR_PNG_MARGIN = 96;

/**
 * The markup with an explicit pixel size: an SVG with only a viewBox has no size of its
 * own as an image, and some browsers refuse to draw it on a canvas then. DOMParser builds
 * an inert document (nothing in it runs); markup it cannot read is used as it is.
 */
export function sizedSvg(svg: string, px: number): string {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName.toLowerCase() !== 'svg' || doc.getElementsByTagName('parsererror').length) {
    return svg;
  }
  root.setAttribute('width', String(px));
  root.setAttribute('height', String(px));
  return new XMLSerializer().serializeToString(root);
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('QR image failed to load'));
  });
  loaded.catch(() => {});
  image.src = src;
  if (typeof image.decode === 'function') {
    try {
      await image.decode();
      return image;
    } catch {
      // Some browsers refuse to decode() an SVG: its load event says the same.
    }
  }
  await loaded;
  return image;
}

/**
 * A QR code (its SVG markup) as a PNG a phone can keep in its gallery, for a bank app's
 * scan-from-gallery or a friend's chat: drawn from the SVG (as an image,
 * so nothing in it runs) onto a white square of QR_PNG_SIZE pixels with QR_PNG_MARGIN of
 * white around it, without smoothing so the modules stay sharp.
 */
export async function qrPngBlob(svg: string, size = QR_PNG_SIZE): Promise<Blob> {
  const margin = Math.round((QR_PNG_MARGIN / QR_PNG_SIZE) * size);
  const inner = size - 2 * margin;
  const image = await loadImage(svgDataUrl(sizedSvg(svg, inner)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, margin, margin, inner, inner);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    );
  });
}
