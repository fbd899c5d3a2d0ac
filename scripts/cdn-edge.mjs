// The CDN edge of the release's measurements (scripts/release-report.mjs): HTTP/2 over TLS
// in front of the sandbox, which stays the origin and serves the build as the CDN's origin
// would (server/lib/static-cdn.ts). A CDN answers Chrome over HTTP/2; Lighthouse simulates
// an HTTP/1.1 origin as six connections, and queued the wallet's low-priority scripts
// behind its fonts and icons, a delay no player on a CDN sees (docs/architecture.md#performance-budgets).
// The certificate is self-signed for 127.0.0.1, made by `openssl` for each run; the Chrome
// that measures is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the edge adds, as a TLS-terminating CDN must (docs/deploy.md): the origin serves
 * plain http and cannot know the site is reached over TLS, so Strict-Transport-Security
 * comes from here, when the origin did not send its own. The value is
 * STRICT_TRANSPORT_SECURITY of server/lib/security-headers.ts (a test keeps them equal).
 * A browser ignores it for an IP address such as this edge's 127.0.0.1.
 */
export const EDGE_HEADERS = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' };

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids or that describe the hop itself. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-edge-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forwardedHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_HEADERS.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Starts the edge on 127.0.0.1:`port` (0: any free port), forwarding every request to `origin` (an http://
 * URL) with its body and headers, and the answer back as it is (compressed bodies stay
 * compressed). HTTP/1.1 clients are served too.
 */
export async function startCdnEdge({ origin, port }) {
  const target = new URL(origin);
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...forwardedHeaders(request.headers), host: target.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, {
            ...EDGE_HEADERS,
            ...forwardedHeaders(answer.headers),
          });
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502, EDGE_HEADERS);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
