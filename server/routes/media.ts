import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { Sandbox } from '../context';
import { findGame } from '../fixtures/games';
import { ApiError } from '../lib/errors';
import { isFile, safeJoin, sendFile } from '../lib/files';
import { card, escapeXml, slipImage } from '../lib/svg';

const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

interface BannerArt {
  title: string;
  subtitle: string;
  colors: [string, string];
}

// A Map, not a plain object: a request's name is looked up in it, and a plain object also
// answers `constructor`, `__proto__` or `toString` (that was a 500, docs/api.md#names-from-a-request).
const BANNERS = new Map<string, BannerArt>(
  Object.entries({
    'invite-1': {
      title: 'Invite friends',
      subtitle: 'Earn 10% of their deposits',
      colors: ['#0a7d5a', '#30a46c'],
    },
    'invite-2': {
      title: 'More friends, more bonus',
      subtitle: 'No limit',
      colors: ['#1f6feb', '#6e40c9'],
    },
    'refund-1': { title: 'Refund 5%', subtitle: 'Every week', colors: ['#c8102e', '#f5a524'] },
    'refund-2': {
      title: 'Refund to wallet',
      subtitle: 'No turnover',
      colors: ['#6e40c9', '#c8102e'],
    },
    'promo-1': {
      title: 'WELCOME100',
      subtitle: '100 baht free credit',
      colors: ['#f2b705', '#c8102e'],
    },
    'promo-2': { title: 'Lucky wheel', subtitle: 'Spin and win', colors: ['#1f6feb', '#0a7d5a'] },
  } satisfies Record<string, BannerArt>),
);

/** Uploads are inert documents: no script, no plugin, no form, no frame (the image itself still shows). */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

const svg = (reply: FastifyReply, markup: string) =>
  reply
    .header('Content-Type', 'image/svg+xml')
    .header('Cache-Control', 'public, max-age=3600')
    .send(markup);

/**
 * Fixture media at /api/media/... (generated SVGs, the how-to videos, a stand-in game
 * page) and uploaded files at /api/uploads/...
 */
export function mediaRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get<{ Params: { file: string } }>('/api/media/howto/:file', async (request, reply) => {
    const path = safeJoin(`${MEDIA_DIR}/howto`, request.params.file);
    if (!path || !(await isFile(path))) throw new ApiError('NO_DATA', 404);
    return sendFile(request, reply, path, 'public, max-age=86400');
  });

  app.get<{ Params: { code: string; kind: string } }>(
    '/api/media/games/:code/:kind',
    async (request, reply) => {
      const game = findGame(request.params.code);
      if (!game) throw new ApiError('NO_DATA', 404);
      if (request.params.kind === 'logo.svg') {
        return svg(
          reply,
          card({
            width: 200,
            height: 200,
            colors: game.colors,
            title: game.name.split(' ')[0] ?? game.code,
          }),
        );
      }
      if (request.params.kind === 'background.svg') {
        // Art only: the wallet's card draws the game's name and balance over it. A name or
        // a category in the art showed the name twice and a watermark behind the label.
        return svg(reply, card({ width: 300, height: 211, colors: game.colors, title: '' }));
      }
      throw new ApiError('NO_DATA', 404);
    },
  );

  app.get<{ Params: { name: string } }>('/api/media/banners/:name', async (request, reply) => {
    const banner = BANNERS.get(request.params.name.replace(/\.svg$/, ''));
    if (!banner) throw new ApiError('NO_DATA', 404);
    return svg(reply, card({ width: 800, height: 400, ...banner }));
  });

  app.get<{ Params: { name: string } }>('/api/media/bonus/:name', async (request, reply) => {
    const code = request.params.name.replace(/\.svg$/, '');
    if (!/^[A-Z0-9]{1,30}$/.test(code)) throw new ApiError('NO_DATA', 404);
    // Art only: the bonus card draws the code, its state and its text over it. The code in
    // the art showed as a large faded second title behind the card's own text.
    return svg(reply, card({ width: 600, height: 340, colors: ['#13111a', '#0a7d5a'], title: '' }));
  });

  app.get('/api/media/chat/poster.svg', async (_request, reply) =>
    svg(
      reply,
      card({
        width: 600,
        height: 400,
        colors: ['#f2b705', '#c8102e'],
        title: 'Sandbox promotion',
        subtitle: 'Deposit 100, get 50',
      }),
    ),
  );

  app.get<{ Params: { name: string } }>('/api/media/slips/:name', async (request, reply) => {
    const reference = request.params.name.replace(/\.svg$/, '');
    if (!/^[A-Za-z0-9]{1,40}$/.test(reference)) throw new ApiError('NO_DATA', 404);
    return svg(reply, slipImage(reference));
  });

  app.get('/api/media/line-qr.svg', async (_request, reply) =>
    svg(reply, await QRCode.toString(sandbox.brand.chatApp.link, { type: 'svg', margin: 2 })),
  );

  app.get<{ Querystring: { game?: string; user?: string } }>(
    '/api/media/game.html',
    async (request, reply) => {
      const game = findGame(request.query.game ?? '');
      const title = escapeXml(game?.name ?? 'Game');
      const user = escapeXml(request.query.user ?? 'guest');
      reply.header('Content-Type', 'text/html; charset=utf-8');
      return reply.send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} (sandbox)</title>
<style>body{font-family:sans-serif;background:#13111a;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}main{text-align:center}</style>
</head><body><main><h1>${title}</h1><p>Signed in as <strong>${user}</strong>.</p>
<p>This is the sandbox's stand-in game page: no game runs here.</p></main></body></html>`);
    },
  );

  app.get<{ Params: { folder: string; file: string } }>(
    '/api/uploads/:folder/:file',
    async (request, reply) => {
      const { folder, file } = request.params;
      if (!/^[a-z]+$/.test(folder)) throw new ApiError('NO_DATA', 404);
      const path = safeJoin(sandbox.uploadDir, `${folder}/${file}`);
      if (!path || !(await isFile(path))) throw new ApiError('NO_DATA', 404);
      // What a player uploaded is served as the type its checked extension names, never
      // sniffed, and never as a page: a JPEG with HTML inside stays an image, and opened
      // on its own it runs nothing (docs/api.md#uploaded-files).
      reply.header('Content-Disposition', `inline; filename="${file.replace(/[^\w.-]/g, '')}"`);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', UPLOAD_CSP);
      return sendFile(request, reply, path, 'private, max-age=3600');
    },
  );
}
