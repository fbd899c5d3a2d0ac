import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { brandData } from '../brands/data';
import type { BrandData, BrandId } from '../brands/types';
import { attachChatSocket, type ChatServer, emitMessage, endSocketsOf } from './chat/socket';
import { UploadCounter, type UploadLimit } from './chat/upload-limit';
import { readSettings, type Sandbox } from './context';
import { openDatabase } from './db/open';
import { type ClientLimits, DEFAULT_CLIENT_LIMITS } from './lib/client-limits';
import { guardContract } from './lib/contract-routes';
import { controlRefusal } from './lib/dev-controls';
import { ApiError, retryAfterSeconds } from './lib/errors';
import { createIdempotencyStore } from './lib/idempotency';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './lib/login-limits';
import { isLoopbackHost } from './lib/loopback';
import { DOCS_PREFIX, registerDocsUi, registerOpenApi } from './lib/openapi';
import { rateCounters } from './lib/rate-store';
import { codeOfSchemaProblem, SANDBOX_AJV, type SchemaProblem } from './lib/schema-validation';
import { type PolicyOrigins, securityHeaders } from './lib/security-headers';
import { createStaticCdn } from './lib/static-cdn';
import { accountRoutes } from './routes/account';
import { autoLoginRoutes } from './routes/auto-login';
import { bonusRoutes } from './routes/bonus';
import { chatRoutes } from './routes/chat';
import { chatControlRoutes } from './routes/chat-control';
import { depositRoutes } from './routes/deposit';
import { depositLimitRoutes } from './routes/deposit-limits';
import { inviteRefundRoutes } from './routes/invite-refund';
import { lookupRoutes } from './routes/lookup';
import { mediaRoutes } from './routes/media';
import { otpRoutes } from './routes/otp';
import { passkeyRoutes } from './routes/passkeys';
import { passwordResetRoutes } from './routes/password-reset';
import { promotionRoutes } from './routes/promotion';
import { qrcodeRoutes } from './routes/qrcode';
import { realityCheckRoutes } from './routes/reality-check';
import { sandboxControlRoutes } from './routes/sandbox-control';
import { selfExclusionRoutes } from './routes/self-exclusion';
import { sessionRoutes } from './routes/sessions';
import { spinwheelRoutes } from './routes/spinwheel';
import { statementRoutes } from './routes/statement';
import { walletRoutes } from './routes/wallet';

export interface SandboxOptions {
  /** A build's id, or data of one's own (a test's made-up brand). */
  brand: BrandId | BrandData;
  /** SQLite file, or `:memory:`. */
  dbPath: string;
  /** Fixed OTP code; random 6 digits when unset. */
  otpCode?: string;
  /** Built wallet files served at / with single-page-app fallback. */
  staticDir?: string;
  /**
   * The build variables of the served wallet (PUBLIC_API_URL, PUBLIC_CHAT_URL), for its
   * Content-Security-Policy header; default: API and chat on the sandbox's own origin.
   */
  staticOrigins?: PolicyOrigins;
  /** Where uploads are stored; default `.data/uploads`. */
  uploadDir?: string;
  /** Print requests, OTP codes and events to stdout. */
  log?: boolean;
  /** How long an uploaded slip stays in progress (default 30 s). */
  slipSettleMs?: number;
  /** OTP lifetime (default 5 minutes). */
  otpTtlMs?: number;
  /** Minimum time between two OTP sends to one phone (default 1 minute). */
  otpResendMs?: number;
  /** Delay of the chat auto-replies (default 800 ms). */
  autoReplyMs?: number;
  /**
   * Browser origins the chat socket accepts besides the sandbox's own
   * (SANDBOX_CORS_ORIGINS; default: the dev server at localhost:3000 and 127.0.0.1:3000).
   */
  corsOrigins?: readonly string[];
  /** Serve the API's OpenAPI document and its UI at /api/docs (default true). */
  docs?: boolean;
  /** Chat uploads per member or guest id (default 20 per 10 minutes). */
  chatUploadLimit?: UploadLimit;
  /** The clock of token lifetimes and OTP and login limits (tests move it; default Date.now). */
  now?: () => number;
  /**
   * Limits per client address and identity (default DEFAULT_CLIENT_LIMITS: guests, uploads
   * and their bytes, slips, OTP sends, account checks); the fields given replace the defaults.
   */
  clientLimits?: Partial<ClientLimits>;
  /** Login throttling (default DEFAULT_LOGIN_LIMITS: 5 wrong per phone in 15 min, 30 per address a minute). */
  loginLimits?: LoginLimits;
  /**
   * The origin the absolute URLs the sandbox returns are built on (SANDBOX_PUBLIC_ORIGIN:
   * `npm start` sets the wallet's dev-server origin); default the sandbox's own listen URL.
   * Request headers (`Host`, `X-Forwarded-Host`) are never used for it: a client could
   * point the links at a site of its choosing.
   */
  publicOrigin?: string;
}

/** The dev server's origins (`npm start`, port PORT or 3000): it proxies /socket.io here. */
export function devServerOrigins(port = '3000'): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

export interface SandboxRoute {
  method: string;
  /** Fastify's pattern: `/api/media/banners/:name`, `/api/docs/*`. */
  url: string;
}

export interface SandboxServer {
  /** Base URL once listening (empty before). */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly sandbox: Sandbox;
  /** Every route as added (method and path pattern), for tests that call each one. */
  readonly routes: readonly SandboxRoute[];
  listen(port: number, host?: string): Promise<string>;
  /**
   * Resolves once no background task (`sandbox.later`: chat auto-replies) is waiting: a
   * test waits on this state, not on a guess of how long the tasks take.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Paths that still answer while the site is terminated. */
const ALWAYS_OPEN = [
  '/api/lookup/active',
  '/api/__sandbox/',
  '/api/media/',
  '/api/uploads/',
  DOCS_PREFIX,
];
/** The development controls (routes/sandbox-control.ts, routes/chat-control.ts). */
const CONTROLS_PREFIX = '/api/__sandbox/';
const JSON_BODY_LIMIT = 100 * 1024;

function sqliteCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'statusCode' in error) {
    const { statusCode } = error as { statusCode: unknown };
    return typeof statusCode === 'number' ? statusCode : null;
  }
  return null;
}

/** The first problem of a refused payload (Fastify's schema validation), or null. */
function validationOf(
  error: unknown,
): { problem: SchemaProblem; context: 'body' | 'params' | 'query' | 'headers' } | null {
  if (!error || typeof error !== 'object' || !('validation' in error)) return null;
  const { validation, validationContext } = error as {
    validation: unknown;
    validationContext?: string;
  };
  const problem = Array.isArray(validation) ? (validation[0] as SchemaProblem) : undefined;
  if (!problem) return null;
  const context =
    validationContext === 'params' || validationContext === 'headers'
      ? validationContext
      : validationContext === 'querystring'
        ? 'query'
        : 'body';
  return { problem, context };
}

/**
 * The sandbox's own origins, for the chat socket's same-origin check: its listen URL, the
 * loopback names of its port when it listens on loopback or every interface, and the
 * public origin. Never the request's `Host`: a DNS-rebinding page sends its own name there.
 */
function ownOrigins(url: string, listenHost: string, publicOrigin: string): string[] {
  const origins = [publicOrigin];
  if (!url) return origins;
  origins.push(url);
  const { port } = new URL(url);
  if (isLoopbackHost(listenHost) || listenHost === '0.0.0.0' || listenHost === '::') {
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) origins.push(`http://${name}:${port}`);
  }
  return origins;
}

/** Builds the sandbox API: Fastify routes of docs/api.md, socket.io chat, optional static wallet. */
export async function createSandbox(options: SandboxOptions): Promise<SandboxServer> {
  const brand = typeof options.brand === 'string' ? brandData(options.brand) : options.brand;
  const uploadDir = resolve(options.uploadDir ?? '.data/uploads');
  mkdirSync(uploadDir, { recursive: true });
  const db = openDatabase(options.dbPath, brand);
  const timers = new Set<NodeJS.Timeout>();
  const onSettled: (() => void)[] = [];
  const checkSettled = () => {
    if (timers.size > 0) return;
    for (const resolve of onSettled.splice(0)) resolve();
  };
  let io: ChatServer | null = null;
  let socketsOpen = true;
  // The development controls answer only once the sandbox listens on a loopback address.
  let controlsOpen = false;
  const log = (line: string) => {
    if (options.log) console.log(`[sandbox] ${line}`);
  };

  const clock = options.now ?? Date.now;
  // The development control's offset (docs/api.md#development-controls), on top of any
  // test's own clock.
  let clockOffset = 0;
  const now = () => clock() + clockOffset;
  let url = '';
  let listenHost = '';
  const sandbox: Sandbox = {
    db,
    publicOrigin: () => options.publicOrigin ?? (url || 'http://127.0.0.1'),
    brand,
    otpCode: options.otpCode,
    uploadDir,
    slipSettleMs: options.slipSettleMs ?? 30_000,
    otpTtlMs: options.otpTtlMs ?? 5 * 60_000,
    otpResendMs: options.otpResendMs ?? 60_000,
    autoReplyMs: options.autoReplyMs ?? 800,
    log,
    now,
    moveClock: (ms) => {
      clockOffset = ms === null ? 0 : clockOffset + ms;
      return clockOffset;
    },
    counters: rateCounters(now),
    loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    clientLimits: { ...DEFAULT_CLIENT_LIMITS, ...options.clientLimits },
    idempotency: createIdempotencyStore(),
    publish: (conversation, room) => {
      if (io) emitMessage(io, room, conversation);
    },
    later: (ms, task) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        try {
          task();
        } catch (error) {
          log(`background task failed: ${String(error)}`);
        }
        checkSettled();
      }, ms);
      timers.add(timer);
    },
    cancelLater: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      checkSettled();
    },
    chat: {
      uploads: new UploadCounter(options.chatUploadLimit ?? { max: 20, windowMs: 10 * 60_000 }),
      setSocketsOpen(open) {
        socketsOpen = open;
        if (!open) io?.disconnectSockets(true);
      },
      endSessions(tokens) {
        if (io) endSocketsOf(io, tokens);
      },
      reset() {
        socketsOpen = true;
        sandbox.chat.uploads.clear();
      },
    },
  };

  const app = Fastify({
    logger: false,
    bodyLimit: JSON_BODY_LIMIT,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: SANDBOX_AJV,
    // Malformed URLs and over-long path parameters: the catalogue's KEY_INVALID too.
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as FastifyReply;
      const status = statusOf(error) ?? 400;
      reply.code(status >= 400 && status < 500 ? status : 400).send({ message: 'KEY_INVALID' });
    },
  });
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: JSON_BODY_LIMIT, files: 1, parts: 30 },
  });

  // No global limit: the routes that need one ask for it (lib/login-limits.ts).
  await app.register(rateLimit, { global: false, store: sandbox.counters.Store });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterMs !== undefined) {
        reply.header('Retry-After', retryAfterSeconds(error.retryAfterMs));
      }
      return reply
        .code(error.status)
        .send(
          error.details ? { message: error.code, details: error.details } : { message: error.code },
        );
    }
    const validation = validationOf(error);
    if (validation) {
      const data = request[validation.context];
      return reply.code(400).send({ message: codeOfSchemaProblem(validation.problem, data) });
    }
    const code = sqliteCode(error);
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: 'KEY_INVALID' });
    if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send({ message: 'KEY_MISSING' });
    if (code === 'SQLITE_CONSTRAINT_CHECK') {
      return reply.code(400).send({ message: 'MONEY_NOT_ENOUGH' });
    }
    if (code?.startsWith('SQLITE_CONSTRAINT')) {
      // A uniqueness race a handler's own check could not see.
      const text = error instanceof Error ? error.message : '';
      const message = text.includes('users.username')
        ? 'EXISTING_USER'
        : text.includes('users.bank_code')
          ? 'EXISTING_BANK'
          : 'KEY_INVALID';
      return reply.code(400).send({ message });
    }
    const status = statusOf(error);
    if (status !== null && status >= 400 && status < 500) {
      return reply.code(status).send({ message: 'KEY_INVALID' });
    }
    console.error(`[sandbox] ${request.method} ${request.url} failed:`, error);
    return reply.code(500).send({ message: 'INTERNAL_SERVER_ERROR' });
  });

  // A built wallet, served as the CDN in front of a real site serves it (server/lib/static-cdn.ts).
  const site = options.staticDir
    ? createStaticCdn(
        options.staticDir,
        // HSTS only when the site is reached over TLS (a proxy in front, SANDBOX_PUBLIC_ORIGIN
        // https://...): the sandbox itself speaks plain http.
        securityHeaders(options.staticOrigins ?? {}, {
          https: options.publicOrigin?.startsWith('https:') ?? false,
        }),
      )
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (site && (await site.serve(request, reply))) return reply;
    return reply.code(404).send({ message: 'NO_DATA' });
  });

  // Anyone who can reach a sandbox on the network could otherwise reset it, read OTP codes
  // or pay QR codes: off the loopback interface the controls do not exist (404 NO_DATA).
  // On loopback, a page of another site could still reach them through the developer's
  // browser: a control needs `X-Sandbox-Control: 1` (no simple request carries it) and a
  // loopback or public-origin Host (not a DNS-rebound name), lib/dev-controls.ts.
  // Before the body is parsed: a refused call changes nothing.
  app.addHook('onRequest', async (request, reply) => {
    // By the matched route, not the raw URL: /api/%5F%5Fsandbox/reset routes here too.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith(CONTROLS_PREFIX)) return;
    if (!controlsOpen) return reply.code(404).send({ message: 'NO_DATA' });
    const refusal = controlRefusal(request.headers, sandbox.publicOrigin());
    if (refusal) return reply.code(refusal.status).send({ message: refusal.code });
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith('/api/') || ALWAYS_OPEN.some((open) => path.startsWith(open))) return;
    if (readSettings(db).terminated) return reply.code(410).send({ message: 'gone' });
  });

  if (options.log) {
    app.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!path.startsWith('/api/') || path.startsWith('/api/media/')) return;
      log(`${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
    });
  }

  const routes: SandboxRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await registerOpenApi(app);
  guardContract(app);
  lookupRoutes(app, sandbox);
  accountRoutes(app, sandbox);
  sessionRoutes(app, sandbox);
  depositLimitRoutes(app, sandbox);
  selfExclusionRoutes(app, sandbox);
  realityCheckRoutes(app, sandbox);
  otpRoutes(app, sandbox);
  passwordResetRoutes(app, sandbox);
  passkeyRoutes(app, sandbox);
  chatRoutes(app, sandbox);
  chatControlRoutes(app, sandbox);
  walletRoutes(app, sandbox);
  depositRoutes(app, sandbox);
  inviteRefundRoutes(app, sandbox);
  spinwheelRoutes(app, sandbox);
  qrcodeRoutes(app, sandbox);
  autoLoginRoutes(app, sandbox);
  bonusRoutes(app, sandbox);
  promotionRoutes(app, sandbox);
  statementRoutes(app, sandbox);
  mediaRoutes(app, sandbox);
  sandboxControlRoutes(app, sandbox);
  if (options.docs !== false) await registerDocsUi(app);

  io = attachChatSocket(app.server, sandbox, {
    origins: options.corsOrigins ?? devServerOrigins(),
    ownOrigins: () => ownOrigins(url, listenHost, sandbox.publicOrigin()),
    isOpen: () => socketsOpen,
  });
  await app.ready();

  let closed = false;
  return {
    get url() {
      return url;
    },
    app,
    sandbox,
    routes,
    async listen(port: number, host = '127.0.0.1') {
      controlsOpen = isLoopbackHost(host);
      listenHost = host;
      await app.listen({ port, host });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${actualPort}`;
      return url;
    },
    settled() {
      return new Promise<void>((resolve) => {
        onSettled.push(resolve);
        checkSettled();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      checkSettled();
      if (io) {
        io.disconnectSockets(true);
        io.engine.close();
      }
      await app.close();
      db.close();
    },
  };
}
