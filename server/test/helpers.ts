import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { brandWith } from '../../brands/data';
import type { BrandData, DemoLogin, DemoMember } from '../../brands/types';
import { createSandbox, type SandboxOptions, type SandboxServer } from '../app';
import { CHAT_PREFIX } from '../chat/constants';
import { DEMO_MEMBER_ID } from '../db/seed-ids';
import { CONTROL_HEADERS } from '../lib/dev-controls';

/**
 * The brand a test sandbox follows unless told otherwise: the tests written against it
 * register Thai mobiles and move baht, and name no currency.
 */
export const BRAND = brandWith(
  (brand) => brand.phone.country === 'TH' && brand.currencies.length === 0,
  'takes Thai mobiles and baht alone',
);

/** A login as POST /api/login takes it. */
export const login = ({ phone, password }: DemoLogin) => ({ username: phone, password });

/** The first extra demo login of `brand` that `has` what a test needs; throws when none does. */
export function extraMember(
  brand: BrandData,
  has: (member: BrandData['extraDemoLogins'][number]) => boolean,
  what: string,
): DemoMember {
  const found = brand.extraDemoLogins.find(has);
  if (!found) throw new Error(`${brand.id} seeds no member ${what} (extraDemoLogins)`);
  return found;
}

export const DEMO = login(BRAND.demo);
/** Another active member of the same sandbox. */
export const OTHER_MEMBER = login(
  extraMember(BRAND, (member) => member.active !== false, 'besides the demo'),
);
/** A deactivated member: its login answers INACTIVE_USER. */
export const INACTIVE_MEMBER = login(
  extraMember(BRAND, (member) => member.active === false, 'deactivated'),
);
export const OTP = '123456';

export interface Reply<T> {
  status: number;
  body: T;
}

export interface Api {
  get<T = unknown>(path: string, token?: string): Promise<Reply<T>>;
  post<T = unknown>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  put<T = unknown>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  del<T = unknown>(path: string, token?: string): Promise<Reply<T>>;
  upload<T = unknown>(path: string, form: FormData, token?: string): Promise<Reply<T>>;
  login(credentials?: { username: string; password: string }): Promise<string>;
}

export interface TestSandbox {
  server: SandboxServer;
  url: string;
  api: Api;
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function parse<T>(response: Response): Promise<Reply<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** An API client; it sends `X-Sandbox-Control: 1` to the development controls (lib/dev-controls.ts). */
export function apiFor(url: string): Api {
  const headers = (path: string, token?: string, json = false) => {
    const result: Record<string, string> = { 'X-Requester': 'wallet-user' };
    if (path.startsWith('/api/__sandbox/')) Object.assign(result, CONTROL_HEADERS);
    if (json) result['Content-Type'] = 'application/json';
    if (token) result.Authorization = `Bearer ${token}`;
    return result;
  };
  const send = async <T>(method: string, path: string, body: unknown, token?: string) =>
    parse<T>(
      await fetch(url + path, {
        method,
        headers: headers(path, token, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const api: Api = {
    get: (path, token) => send('GET', path, undefined, token),
    post: (path, body = {}, token) => send('POST', path, body, token),
    put: (path, body = {}, token) => send('PUT', path, body, token),
    del: (path, token) => send('DELETE', path, undefined, token),
    upload: async (path, form, token) =>
      parse(await fetch(url + path, { method: 'POST', headers: headers(path, token), body: form })),
    async login(credentials = DEMO) {
      const reply = await api.post<{ token: string }>('/api/login', credentials);
      expect(reply.status).toBe(200);
      return reply.body.token;
    },
  };
  return api;
}

export interface TestSandboxOptions extends Partial<SandboxOptions> {
  /** The address to listen on (default 127.0.0.1, where the development controls answer). */
  listenHost?: string;
}

/** A sandbox on a random port with an in-memory database and a temporary upload folder. */
export async function startSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const { listenHost, ...sandboxOptions } = options;
  const uploadDir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  const server = await createSandbox({
    brand: BRAND,
    dbPath: ':memory:',
    uploadDir,
    otpCode: OTP,
    slipSettleMs: 40,
    autoReplyMs: 5,
    ...sandboxOptions,
  });
  const url = await server.listen(0, listenHost);
  const api = apiFor(url);
  return {
    server,
    url,
    api,
    async reset() {
      const reply = await api.post('/api/__sandbox/reset');
      expect(reply.status).toBe(200);
    },
    async close() {
      await server.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PNG of `size` bytes whose leading bytes are a real PNG's (signature, IHDR, an IDAT
 * chunk), the rest filler varied by `seed`: the sandbox checks uploads by their content.
 */
export function pngBlob(size = 2048, seed = 1): Blob {
  const bytes = new Uint8Array(Math.max(size, 57));
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR: 1 x 1, 8-bit RGB
  view.setUint32(16, 1);
  view.setUint32(20, 1);
  bytes.set([8, 2, 0, 0, 0], 24);
  view.setUint32(33, bytes.length - 45);
  bytes.set([0x49, 0x44, 0x41, 0x54], 37); // IDAT
  for (let i = 41; i < bytes.length; i += 1) bytes[i] = (i * 31 + seed * 7) % 251;
  return new Blob([bytes], { type: 'image/png' });
}

/** An MP4 of `size` bytes: an `ftyp` box (brand isom), then filler. */
export function mp4Blob(size = 4096): Blob {
  const bytes = new Uint8Array(Math.max(size, 32));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 24);
  bytes.set(new TextEncoder().encode('ftypisom'), 4);
  view.setUint32(12, 512);
  bytes.set(new TextEncoder().encode('isomiso2'), 16);
  return new Blob([bytes], { type: 'video/mp4' });
}

/**
 * The chat socket of a token (docs/api.md#realtime-socketio), or the handshake's refusal.
 * `opened` collects it, so that the test file disconnects it afterwards.
 */
export function chatSocketOf(
  url: string,
  token: string,
  opened: Socket[],
): Promise<{ socket: Socket } | Error> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve(error));
  });
}

/** The demo member's chat socket, joined to their room (a logged-in wallet's). */
export async function demoMemberSocket(url: string, token: string, opened: Socket[]) {
  const result = await chatSocketOf(url, token, opened);
  if (result instanceof Error) throw result;
  const joined = await result.socket
    .timeout(2000)
    .emitWithAck('join', `${CHAT_PREFIX}${DEMO_MEMBER_ID}`);
  expect(joined).toBe(true);
  return result.socket;
}

/** Resolves with the reason once the socket is disconnected (`already` if it was). */
export const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });
