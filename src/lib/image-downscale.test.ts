// @vitest-environment jsdom
import { onTestFinished } from 'vitest';
import { downscaleImage, fitWithin, jpegName } from './image-downscale';

/** A stand-in ImageBitmap: its size, and whether it was closed. */
class FakeBitmap {
  closed = false;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {
    this.closed = true;
  }
}

interface Decoder {
  /** Every createImageBitmap call: its source and options. */
  calls: { source: unknown; options: ImageBitmapOptions | undefined }[];
  bitmaps: FakeBitmap[];
}

/**
 * createImageBitmap as a browser has it: a File decodes to `width` × `height` (or fails
 * when `width` is null), a bitmap resizes to the asked size.
 */
function fakeDecoder(width: number | null, height = width ?? 0): Decoder {
  const decoder: Decoder = { calls: [], bitmaps: [] };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (source: unknown, options?: ImageBitmapOptions) => {
      decoder.calls.push({ source, options });
      let bitmap: FakeBitmap;
      if (source instanceof FakeBitmap) {
        bitmap = new FakeBitmap(
          options?.resizeWidth ?? source.width,
          options?.resizeHeight ?? source.height,
        );
      } else {
        if (width === null) throw new DOMException('cannot decode', 'InvalidStateError');
        bitmap = new FakeBitmap(width, height);
      }
      decoder.bitmaps.push(bitmap);
      return bitmap;
    }),
  );
  return decoder;
}

interface Encoder {
  canvases: { width: number; height: number }[];
  /** What was painted, in order: fills and images. */
  painted: string[];
  quality: number | undefined;
  type: string | undefined;
}

/** OffscreenCanvas whose JPEG is `bytes` long. */
function fakeOffscreen(bytes: number, type = 'image/jpeg'): Encoder {
  const encoder: Encoder = { canvases: [], painted: [], quality: undefined, type: undefined };
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      encoder.canvases.push({ width, height });
    }
    getContext() {
      return {
        set fillStyle(value: string) {
          encoder.painted.push(`fillStyle ${value}`);
        },
        fillRect: (x: number, y: number, w: number, h: number) =>
          encoder.painted.push(`fillRect ${x},${y},${w}x${h}`),
        drawImage: (image: FakeBitmap) =>
          encoder.painted.push(`drawImage ${image.width}x${image.height}`),
      };
    }
    async convertToBlob(options: ImageEncodeOptions) {
      encoder.quality = options.quality;
      encoder.type = options.type;
      return new Blob([new Uint8Array(bytes)], { type });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return encoder;
}

const photo = (bytes: number, name = 'IMG_0001.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

describe('fitWithin', () => {
  it('brings the long edge down to the limit and keeps the shape', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(3001, 1000, 1600)).toEqual({ width: 1600, height: 533 });
  });

  it('never enlarges', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('jpegName', () => {
  it('gives the name a .jpg extension', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('slip.from.bank.png')).toBe('slip.from.bank.jpg');
    expect(jpegName('camera')).toBe('camera.jpg');
    expect(jpegName('')).toBe('slip.jpg');
  });
});

describe('downscaleImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('brings a large photo down to 1600 px on its long edge, as a JPEG at 0.85', async () => {
    const decoder = fakeDecoder(4032, 3024);
    const encoder = fakeOffscreen(380_000);
    const original = photo(4_800_000, 'IMG_0001.png', 'image/png');
    const result = await downscaleImage(original);

    expect(result).not.toBe(original);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('IMG_0001.jpg');
    expect(result.size).toBe(380_000);
    expect(result.lastModified).toBe(original.lastModified);
    // The file is decoded once, upright, then resized by the browser with its best filter.
    expect(decoder.calls[0]).toEqual({
      source: original,
      options: { imageOrientation: 'from-image' },
    });
    expect(decoder.calls[1]?.options).toEqual({
      resizeWidth: 1600,
      resizeHeight: 1200,
      resizeQuality: 'high',
    });
    expect(encoder.canvases).toEqual([{ width: 1600, height: 1200 }]);
    expect(encoder.type).toBe('image/jpeg');
    expect(encoder.quality).toBe(0.85);
    // White under the picture: a transparent PNG must not turn black as a JPEG.
    expect(encoder.painted).toEqual([
      'fillStyle #ffffff',
      'fillRect 0,0,1600x1200',
      'drawImage 1600x1200',
    ]);
    expect(decoder.bitmaps.every((bitmap) => bitmap.closed)).toBe(true);
  });

  it('keeps a portrait photo upright: the height is the long edge', async () => {
    const decoder = fakeDecoder(3000, 4000);
    fakeOffscreen(200_000);
    const result = await downscaleImage(photo(3_000_000));
    expect(decoder.calls[1]?.options).toMatchObject({ resizeWidth: 1200, resizeHeight: 1600 });
    expect(result.size).toBe(200_000);
  });

  it('sends a small photo as it is, without encoding it again', async () => {
    fakeDecoder(1200, 900);
    const encoder = fakeOffscreen(100_000);
    const original = photo(300_000);
    expect(await downscaleImage(original)).toBe(original);
    expect(encoder.canvases).toEqual([]);
  });

  it('re-encodes a heavy photo that is small enough in pixels, without enlarging it', async () => {
    const decoder = fakeDecoder(1500, 1000);
    const encoder = fakeOffscreen(240_000);
    const result = await downscaleImage(photo(900_000));
    expect(decoder.calls).toHaveLength(1);
    expect(encoder.canvases).toEqual([{ width: 1500, height: 1000 }]);
    expect(result.size).toBe(240_000);
    expect(result.type).toBe('image/jpeg');
  });

  it('keeps the original when re-encoding at the same size would not make it smaller', async () => {
    fakeDecoder(1500, 1000);
    fakeOffscreen(1_200_000);
    const original = photo(900_000, 'scan.png', 'image/png');
    expect(await downscaleImage(original)).toBe(original);
  });

  it('turns a small photo of a type the server refuses (HEIC, WebP) into a JPEG', async () => {
    fakeDecoder(800, 600);
    const encoder = fakeOffscreen(90_000);
    const result = await downscaleImage(photo(120_000, 'IMG_1.HEIC', 'image/heic'));
    expect(encoder.canvases).toEqual([{ width: 800, height: 600 }]);
    expect(result.name).toBe('IMG_1.jpg');
    expect(result.type).toBe('image/jpeg');
  });

  it('sends a file the browser cannot decode as it is', async () => {
    fakeDecoder(null);
    const encoder = fakeOffscreen(1);
    const original = photo(2_000_000, 'slip.pdf', 'application/pdf');
    expect(await downscaleImage(original)).toBe(original);
    expect(encoder.canvases).toEqual([]);
  });

  it('sends the file as it is where the browser has no createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const original = photo(5_000_000);
    expect(await downscaleImage(original)).toBe(original);
  });

  it('sends the file as it is when the encoder gives no JPEG', async () => {
    fakeDecoder(4000, 3000);
    fakeOffscreen(300_000, 'image/png');
    const original = photo(5_000_000);
    expect(await downscaleImage(original)).toBe(original);
  });

  it('encodes with a canvas element where OffscreenCanvas is missing', async () => {
    fakeDecoder(3200, 2400);
    vi.stubGlobal('OffscreenCanvas', undefined);
    const drawn: number[][] = [];
    const context = {
      fillStyle: '',
      fillRect: vi.fn(),
      drawImage: vi.fn((image: FakeBitmap) => drawn.push([image.width, image.height])),
    };
    // jsdom has no 2D context: the stand-in records what is drawn.
    const original = HTMLCanvasElement.prototype.getContext;
    onTestFinished(() => {
      HTMLCanvasElement.prototype.getContext = original;
    });
    HTMLCanvasElement.prototype.getContext = vi.fn(
      () => context,
    ) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
      type,
      quality,
    ) {
      expect([this.width, this.height]).toEqual([1600, 1200]);
      expect([type, quality]).toEqual(['image/jpeg', 0.85]);
      callback(new Blob([new Uint8Array(250_000)], { type: 'image/jpeg' }));
    });
    const result = await downscaleImage(photo(4_000_000));
    expect(toBlob).toHaveBeenCalledTimes(1);
    expect(drawn).toEqual([[1600, 1200]]);
    expect(context.fillStyle).toBe('#ffffff');
    expect(result.size).toBe(250_000);
    expect(result.type).toBe('image/jpeg');
  });

  it('takes other bounds when asked', async () => {
    const decoder = fakeDecoder(1000, 500);
    fakeOffscreen(10_000);
    await downscaleImage(photo(50_000), { maxEdge: 400, quality: 0.5 });
    expect(decoder.calls[1]?.options).toMatchObject({ resizeWidth: 400, resizeHeight: 200 });
  });
});
