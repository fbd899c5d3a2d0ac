import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_LIMITS } from '../lib/client-limits';
import { DAY_MS, MINUTE_MS } from '../lib/time';
import { DEMO, mp4Blob, OTHER_MEMBER, pngBlob, startSandbox, type TestSandbox } from './helpers';

/**
 * Request limits and content checks (docs/api.md#request-limits, #uploaded-files): anonymous uploads could fill the disk
 * (the only limit counted per guest id, and a guest id costs one call), uploads were taken
 * on their names (HTML named .png was stored and served), and otp/send and
 * account/validate answered at any rate. The limits here are small so that the tests
 * reach them; the sandbox's clock is moved, never waited on.
 */
let clock = Date.now();
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({
    now: () => clock,
    clientLimits: {
      guestsPerAddress: { max: 3, windowMs: 60 * MINUTE_MS },
      uploadsPerAddress: { files: 6, bytes: 20_000, windowMs: 10 * MINUTE_MS },
      bytesPerIdentityPerDay: 9_000,
      slipsPerMember: { max: 2, windowMs: 60 * MINUTE_MS },
      otpSendsPerAddress: { max: 3, windowMs: 60 * MINUTE_MS },
      otpSendsPerPhone: { max: 2, windowMs: DAY_MS },
      validatePerAddress: { max: 2, windowMs: 10 * MINUTE_MS },
    },
    chatUploadLimit: { max: 100, windowMs: 10 * MINUTE_MS },
  });
});
afterAll(() => sb.close());
beforeEach(async () => {
  clock = Date.now();
  await sb.reset();
});

/** A call whose answer's headers the test reads (Retry-After). */
async function raw(path: string, init: { body?: unknown; form?: FormData; token?: string } = {}) {
  const headers: Record<string, string> = { 'X-Requester': 'wallet-user' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(sb.url + path, {
    method: 'POST',
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    retryAfter: response.headers.get('retry-after'),
  };
}

const history = (guestId: string) =>
  raw('/api/chat/history', { body: { userId: null, guestId, limit: 10, skip: 0 } });

async function newGuest(): Promise<string> {
  const guestId = randomUUID();
  expect((await history(guestId)).status).toBe(200);
  return guestId;
}

const chatForm = (guestId: string | null, blob: Blob, name: string) => {
  const form = new FormData();
  if (guestId) form.append('guestId', guestId);
  form.append('file', blob, name);
  return form;
};

const storedFiles = async (folder: string) => {
  try {
    return (await readdir(join(sb.server.sandbox.uploadDir, folder))).length;
  } catch {
    return 0;
  }
};

describe('defaults', () => {
  it('limit every address and identity', () => {
    expect(DEFAULT_CLIENT_LIMITS.uploadsPerAddress.bytes).toBeGreaterThan(0);
    expect(DEFAULT_CLIENT_LIMITS.otpSendsPerAddress.max).toBeLessThanOrEqual(20);
    expect(DEFAULT_CLIENT_LIMITS.otpSendsPerPhone.max).toBe(5);
  });
});

describe('1. guests and uploads per client address, bytes per identity per day', () => {
  it('one address brings a limited number of new guest ids; known ones still work', async () => {
    const first = await newGuest();
    await newGuest();
    await newGuest();
    const refused = await history(randomUUID());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'REQUEST_LIMIT' });
    expect(Number(refused.retryAfter)).toBe(60 * 60);
    expect((await history(first)).status).toBe(200);
    clock += 60 * MINUTE_MS;
    expect((await history(randomUUID())).status).toBe(200);
  });

  it('fresh guests cannot upload more files or bytes from one address than its window allows', async () => {
    const guests = [await newGuest(), await newGuest(), await newGuest()];
    // Bytes: 4 files of 4,500 bytes fit in 20,000; the fifth would pass it and is not kept.
    for (const guestId of [guests[0], guests[1], guests[2], guests[0]]) {
      const sent = await raw('/api/chat/upload-image', {
        form: chatForm(guestId ?? '', pngBlob(4500), 'photo.png'),
      });
      expect(sent.status).toBe(200);
    }
    const over = await raw('/api/chat/upload-image', {
      form: chatForm(guests[1] ?? '', pngBlob(4500), 'photo.png'),
    });
    expect(over).toMatchObject({ status: 429, body: { message: 'UPLOAD_LIMIT' } });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(await storedFiles('chat')).toBe(4);
    // Files: the sixth file of the window is refused before it is read, however small.
    await raw('/api/chat/upload-image', { form: chatForm(guests[2] ?? '', pngBlob(60), 'a.png') });
    const sixth = await raw('/api/chat/upload-image', {
      form: chatForm(guests[2] ?? '', pngBlob(60), 'a.png'),
    });
    expect(sixth).toMatchObject({ status: 429, body: { message: 'UPLOAD_LIMIT' } });
    clock += 10 * MINUTE_MS;
    const later = await raw('/api/chat/upload-image', {
      form: chatForm(guests[2] ?? '', pngBlob(60), 'a.png'),
    });
    expect(later.status).toBe(200);
  });

  it('one identity stores a capped number of bytes a day, slips and chat together', async () => {
    const token = await sb.api.login(DEMO);
    const first = await raw('/api/chat/upload-image', {
      form: chatForm(null, pngBlob(5000), 'photo.png'),
      token,
    });
    expect(first.status).toBe(200);
    const slip = new FormData();
    slip.append('file', pngBlob(5000, 2), 'slip.png');
    slip.append('amount', '100');
    const over = await raw('/api/wallet/slip', { form: slip, token });
    expect(over).toMatchObject({ status: 429, body: { message: 'UPLOAD_LIMIT' } });
    expect(Number(over.retryAfter)).toBe(24 * 60 * 60);
    expect(await storedFiles('slips')).toBe(0);
    // Another member has a budget of their own.
    const other = await sb.api.login(OTHER_MEMBER);
    const theirs = await raw('/api/chat/upload-image', {
      form: chatForm(null, pngBlob(5000), 'photo.png'),
      token: other,
    });
    expect(theirs.status).toBe(200);
    clock += DAY_MS;
    const again = new FormData();
    again.append('file', pngBlob(5000, 3), 'slip.png');
    again.append('amount', '100');
    const tomorrow = await sb.api.login(DEMO); // a token lives a day
    expect((await raw('/api/wallet/slip', { form: again, token: tomorrow })).status).toBe(200);
  });
});

describe('2. uploads are what their names say', () => {
  const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  /** A real JPEG's start (SOI, JFIF APP0) with HTML after it. */
  const jpegWithHtml = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    ...new TextEncoder().encode('JFIF'),
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    ...html,
  ]);

  it('refuses HTML or SVG named .png, and a PNG named .mp4, in the chat', async () => {
    const guestId = await newGuest();
    for (const [path, blob, name] of [
      ['/api/chat/upload-image', new Blob([html], { type: 'image/png' }), 'photo.png'],
      ['/api/chat/upload-image', new Blob([svg], { type: 'image/png' }), 'photo.png'],
      ['/api/chat/upload-image', pngBlob(500), 'photo.jpg'],
      [
        '/api/chat/upload-video',
        new Blob([await pngBlob(500).arrayBuffer()], { type: 'video/mp4' }),
        'clip.mp4',
      ],
    ] as const) {
      const sent = await raw(path, { form: chatForm(guestId, blob, name) });
      expect(sent, name).toEqual({
        status: 400,
        body: { message: 'FILE_CONTENT_INVALID' },
        retryAfter: null,
      });
    }
    expect(await storedFiles('chat')).toBe(0);
    const video = await raw('/api/chat/upload-video', {
      form: chatForm(guestId, mp4Blob(3000), 'clip.mp4'),
    });
    expect(video.status).toBe(200);
  });

  it('refuses a slip that is HTML or SVG named .png', async () => {
    const token = await sb.api.login(DEMO);
    for (const body of [html, svg]) {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'image/png' }), 'slip.png');
      form.append('amount', '100');
      const sent = await raw('/api/wallet/slip', { form, token });
      expect(sent).toMatchObject({ status: 400, body: { message: 'FILE_CONTENT_INVALID' } });
    }
    expect(await storedFiles('slips')).toBe(0);
  });

  it('keeps a JPEG with HTML inside an image: served as image/jpeg, never sniffed, in a sandbox', async () => {
    const guestId = await newGuest();
    const sent = await raw('/api/chat/upload-image', {
      form: chatForm(guestId, new Blob([jpegWithHtml], { type: 'image/jpeg' }), 'photo.jpg'),
    });
    expect(sent.status).toBe(200);
    const { path } = sent.body as { path: string };
    const served = await fetch(sb.url + path);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers.get('content-disposition')).toMatch(
      /^inline; filename="[0-9a-f]+\.jpg"$/,
    );
  });
});

describe('2. slips per member per hour', () => {
  it('a member uploads a limited number of slips an hour', async () => {
    const token = await sb.api.login(DEMO);
    const slip = (seed: number) => {
      const form = new FormData();
      form.append('file', pngBlob(300, seed), 'slip.png');
      form.append('amount', '100');
      return form;
    };
    expect((await raw('/api/wallet/slip', { form: slip(1), token })).status).toBe(200);
    expect((await raw('/api/wallet/slip', { form: slip(2), token })).status).toBe(200);
    const third = await raw('/api/wallet/slip', { form: slip(3), token });
    expect(third).toMatchObject({ status: 429, body: { message: 'UPLOAD_LIMIT' } });
    expect(Number(third.retryAfter)).toBe(60 * 60);
    clock += 30 * MINUTE_MS;
    expect(Number((await raw('/api/wallet/slip', { form: slip(4), token })).retryAfter)).toBe(
      30 * 60,
    );
    clock += 30 * MINUTE_MS;
    expect((await raw('/api/wallet/slip', { form: slip(5), token })).status).toBe(200);
  });
});

describe('3. OTP sends and account checks per client address', () => {
  const send = (phoneNumber: string) => raw('/api/otp/send', { body: { phoneNumber } });

  it('one address sends codes to a limited number of phones, member phones included', async () => {
    expect((await send('0870000011')).status).toBe(200);
    expect((await send('0870000012')).status).toBe(200);
    expect((await send(DEMO.username)).body).toEqual({ message: 'EXISTING_USER' });
    const fourth = await send('0870000013');
    expect(fourth).toEqual({
      status: 429,
      body: { message: 'OTP_REQUEST_LIMIT' },
      retryAfter: String(60 * 60),
    });
    // Nor can it go on asking whether a phone is a member's.
    expect((await send(DEMO.username)).body).toEqual({ message: 'OTP_REQUEST_LIMIT' });
    clock += 60 * MINUTE_MS;
    expect((await send('0870000013')).status).toBe(200);
  });

  it("a phone's limits answer with Retry-After", async () => {
    const phone = '0870000021';
    expect((await send(phone)).status).toBe(200);
    const soon = await send(phone);
    expect(soon).toMatchObject({ status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } });
    expect(soon.retryAfter).toBe('60');
    clock += 5 * MINUTE_MS;
    expect((await send(phone)).status).toBe(200);
    clock += 60 * MINUTE_MS; // a new address window; the phone's day goes on
    const third = await send(phone);
    expect(third).toMatchObject({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    expect(Number(third.retryAfter)).toBe((DAY_MS - 65 * MINUTE_MS) / 1000);
  });

  it('account/validate and account answer a limited number of times per address', async () => {
    const payload = {
      name: 'New Player',
      username: DEMO.username,
      password: 'secret99',
      sourceCode: '',
      inviteCode: '',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    };
    expect((await raw('/api/account/validate', { body: payload })).body).toEqual({
      message: 'EXISTING_USER',
    });
    expect((await raw('/api/account', { body: payload })).status).toBe(400);
    const third = await raw('/api/account/validate', { body: payload });
    expect(third).toEqual({
      status: 429,
      body: { message: 'REQUEST_LIMIT' },
      retryAfter: String(10 * 60),
    });
    clock += 10 * MINUTE_MS;
    expect((await raw('/api/account/validate', { body: payload })).body).toEqual({
      message: 'EXISTING_USER',
    });
  });
});
