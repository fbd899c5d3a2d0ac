import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticCdn, pickEncoding } from '../lib/static-cdn';
import { startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
let staticDir: string;
const INDEX = `<!doctype html><title>wallet</title>${'<p>shell</p>'.repeat(100)}`;
const CHUNK = `export const a = ${JSON.stringify('x'.repeat(3000))};`;
const PRECOMPRESSED = 'console.log("precompressed")';

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'sandbox-cdn-'));
  await mkdir(join(staticDir, 'static', 'js'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), INDEX);
  await writeFile(join(staticDir, 'static', 'js', 'chunk.abc123.js'), CHUNK);
  // A pre-compressed sibling wins over compressing here: its content proves which was sent.
  await writeFile(join(staticDir, 'static', 'js', 'pre.abc123.js'), 'unused');
  await writeFile(
    join(staticDir, 'static', 'js', 'pre.abc123.js.br'),
    brotliCompressSync(PRECOMPRESSED),
  );
  await writeFile(join(staticDir, 'static', 'js', 'pre.abc123.js.gz'), gzipSync(PRECOMPRESSED));
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  sb = await startSandbox({ staticDir });
});
afterAll(async () => {
  await sb.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide Content-Encoding's effect). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (done, fail) => {
      const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      request(`${sb.url}${path}`, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(parts),
          }),
        );
      })
        .on('error', fail)
        .end();
    },
  );
}

describe('static serving like a CDN', () => {
  it('sends brotli when accepted, gzip otherwise, plain without Accept-Encoding', async () => {
    const br = await get('/static/js/chunk.abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
    const gz = await get('/static/js/chunk.abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK);
    const plain = await get('/static/js/chunk.abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it('serves the pre-compressed files the build wrote', async () => {
    const br = await get('/static/js/pre.abc123.js', 'br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PRECOMPRESSED);
    const gz = await get('/static/js/pre.abc123.js', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PRECOMPRESSED);
    expect(gz.headers['content-type']).toContain('text/javascript');
  });

  it('caches hashed assets for a year, revalidates index.html and the service worker', async () => {
    const asset = await get('/static/js/chunk.abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await get('/', 'br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.body).toString()).toBe(INDEX);
    const sw = await get('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown app paths with index.html, member routes marked noindex', async () => {
    const home = await get('/user/home?tab=1');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-robots-tag']).toBe('noindex');
    expect(home.body.toString()).toBe(INDEX);
    const login = await get('/login');
    expect(login.body.toString()).toBe(INDEX);
    expect(login.headers['x-robots-tag']).toBeUndefined();
    expect((await get('/anything/else')).body.toString()).toBe(INDEX);
  });

  it('never answers API paths or missing hashed chunks with the wallet', async () => {
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ message: 'NO_DATA' });
    const chunk = await get('/static/js/gone.123.js');
    expect(chunk.status).toBe(404);
    expect(chunk.body.toString()).not.toContain('<title>');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and wildcards', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('createStaticCdn', () => {
  it('says whether it answered, so that its caller never answers a second time', async () => {
    const cdn = createStaticCdn(staticDir);
    const app = Fastify();
    const answered: boolean[] = [];
    app.setNotFoundHandler(async (request, reply) => {
      const served = await cdn.serve(request, reply);
      answered.push(served);
      return served ? reply : reply.code(404).send({ message: 'NO_DATA' });
    });
    try {
      const statuses: number[] = [];
      for (const path of [
        '/static/js/chunk.abc123.js',
        '/user/home',
        '/api/x',
        '/static/js/no.abc123.js',
      ]) {
        statuses.push((await app.inject({ method: 'GET', url: path })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 404, 404]);
      expect(answered).toEqual([true, true, false, false]);
    } finally {
      await app.close();
    }
  });
});
