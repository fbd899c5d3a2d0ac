import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { STRICT_TRANSPORT_SECURITY } from '../server/lib/security-headers';
import { EDGE_HEADERS, startCdnEdge } from './cdn-edge.mjs';

/** An origin that answers a gzipped page, echoes a posted body, and keeps a header of its own. */
async function startOrigin() {
  const server = http.createServer((request, response) => {
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'text/plain' });
        response.end(`got ${body} for ${request.headers.host}`);
      });
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    response.end(gzipSync('<p>wallet</p>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function h2Request(url: string, headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer; alpn: string }>(
    (resolve, reject) => {
      const session = http2.connect(url, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request(headers);
      const chunks: Buffer[] = [];
      let answer: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => {
        answer = h;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const alpn = session.alpnProtocol ?? '';
        session.close();
        resolve({ headers: answer, body: Buffer.concat(chunks), alpn });
      });
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

describe('the release’s CDN edge', () => {
  it('answers over HTTP/2 with TLS what the origin answers, compressed bodies untouched', async () => {
    const origin = await startOrigin();
    const edge = await startCdnEdge({ origin: origin.url, port: 0 });
    try {
      expect(edge.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const page = await h2Request(edge.url, { ':path': '/login', 'accept-encoding': 'gzip' });
      expect(page.alpn).toBe('h2');
      expect(page.headers[':status']).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('no-cache');
      // A header of the origin's HTTP/1.1 hop is not passed on (HTTP/2 forbids it).
      expect(page.headers.connection).toBeUndefined();
      expect(gunzipSync(page.body).toString()).toBe('<p>wallet</p>');

      // A client without HTTP/2 is answered too, over TLS.
      const overHttp1 = await new Promise<{
        status?: number;
        body: Buffer;
        hsts?: string | string[];
      }>((resolve, reject) => {
        https
          .get(`${edge.url}/login`, { rejectUnauthorized: false }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                body: Buffer.concat(chunks),
                hsts: response.headers['strict-transport-security'],
              }),
            );
          })
          .on('error', reject);
      });
      expect(overHttp1.status).toBe(200);
      expect(gunzipSync(overHttp1.body).toString()).toBe('<p>wallet</p>');

      const posted = await h2Request(edge.url, { ':path': '/api/x', ':method': 'POST' }, 'hi');
      expect(posted.headers[':status']).toBe(201);
      expect(posted.body.toString()).toBe(`got hi for ${new URL(origin.url).host}`);

      // Where TLS is served, Strict-Transport-Security is sent: the page, the API, HTTP/1.1.
      expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(posted.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(overHttp1.hsts).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      await edge.close();
      origin.server.close();
    }
  });
});

describe('the edge and the sandbox', () => {
  it('send one Strict-Transport-Security value (server/lib/security-headers.ts)', () => {
    expect(EDGE_HEADERS['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
