import { imageSize } from '../lib/image-size';
import { DEMO, pngBlob, startSandbox, type TestSandbox } from './helpers';

/** A PNG header of `width` × `height` (signature and IHDR; enough for the size reader). */
function pngOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG header: SOI, an APP0 segment, then SOF0 with `height` and `width`. */
function jpegOf(width: number, height: number, sof = 0xc0): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const frame = [0xff, sof, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255];
  return new Uint8Array([0xff, 0xd8, 0xff, 0xff, ...app0, ...frame, ...new Array(16).fill(0)]);
}

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG headers (baseline and progressive)', () => {
    expect(imageSize(pngOf(1600, 1200))).toEqual({ width: 1600, height: 1200 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x06, 0xb0, 0x04]);
    expect(imageSize(gif)).toEqual({ width: 1600, height: 1200 });
    expect(imageSize(jpegOf(3000, 2250))).toEqual({ width: 3000, height: 2250 });
    expect(imageSize(jpegOf(1200, 1600, 0xc2))).toEqual({ width: 1200, height: 1600 });
  });

  it('gives null for anything else', () => {
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(imageSize(new TextEncoder().encode('%PDF-1.7 not an image'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});

describe('GET /api/__sandbox/slips/:phone', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());
  // Each test counts the slips from the seed.
  beforeEach(() => sb.reset());

  it('lists a member’s slips newest first, with the size of what was uploaded', async () => {
    const token = await sb.api.login();
    const form = new FormData();
    form.append('amount', '150.5');
    form.append('file', new Blob([jpegOf(1600, 1200)], { type: 'image/jpeg' }), 'slip.jpg');
    expect((await sb.api.upload('/api/wallet/slip', form, token)).status).toBe(200);

    const reply = await sb.api.get<
      {
        reference: string;
        amount: number;
        status: string;
        file: { bytes: number; width: number | null; height: number | null } | null;
      }[]
    >(`/api/__sandbox/slips/${DEMO.username}`);
    expect(reply.status).toBe(200);
    const [latest, ...seeded] = reply.body;
    expect(latest).toMatchObject({
      amount: 150.5,
      status: 'PENDING',
      file: { bytes: jpegOf(1600, 1200).length, width: 1600, height: 1200 },
    });
    expect(latest?.reference).toMatch(/^SL/);
    expect(seeded).toHaveLength(14);
    expect(seeded.every((slip) => slip.file === null)).toBe(true);
  });

  it('says nothing of sizes it cannot read, and 404 for an unknown phone', async () => {
    const token = await sb.api.login();
    const form = new FormData();
    form.append('file', pngBlob(4096, 3), 'slip.png');
    await sb.api.upload('/api/wallet/slip', form, token);
    const reply = await sb.api.get<{ file: { bytes: number } | null }[]>(
      `/api/__sandbox/slips/${DEMO.username}`,
    );
    expect(reply.body[0]?.file?.bytes).toBe(4096);
    expect((await sb.api.get('/api/__sandbox/slips/0000000000')).status).toBe(404);
  });
});
