import {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Window {
  count: number;
  startedAt: number;
}

/** The counters of every limiter of one sandbox (the plugin gives each limiter a child store). */
export interface RateCounters {
  /** The store class handed to @fastify/rate-limit. */
  Store: FastifyRateLimitStoreCtor;
  /**
   * Adds `amount` (1 for a request, a file's bytes) to the fixed window of `key`, on the
   * same clock and cleared with the rest; `amount` 0 reads it. The total so far and the
   * ms until the window ends (0 when no window is open).
   */
  add(key: string, amount: number, windowMs: number): { current: number; ttl: number };
  /** Forgets one key in every limiter (a successful login clears its phone's wrong attempts). */
  forget(key: string): void;
  /** Forgets everything (POST /api/__sandbox/reset). */
  clear(): void;
}

/**
 * A fixed-window store for @fastify/rate-limit like its LocalStore, but on the sandbox's
 * clock (tests move time instead of sleeping) and clearable: a reset of the sandbox starts
 * every count again, which the e2e suite relies on (it logs in many times from one address).
 */
export function rateCounters(now: () => number): RateCounters {
  const maps = new Set<Map<string, Window>>();

  const live = (map: Map<string, Window>, key: string, timeWindow: number) => {
    const window = map.get(key);
    if (!window || window.startedAt + timeWindow <= now()) return null;
    return window;
  };

  class SandboxRateStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    constructor() {
      maps.add(this.windows);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      let window = live(this.windows, key, timeWindow);
      if (!window) {
        window = { count: 0, startedAt: now() };
        this.windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now() });
    }

    /** The plugin's `{increment: false}`: the count so far, unchanged. */
    read(key: string, callback: Callback, timeWindow: number): void {
      const window = live(this.windows, key, timeWindow);
      callback(
        null,
        window
          ? { current: window.count, ttl: window.startedAt + timeWindow - now() }
          : { current: 0, ttl: 0 },
      );
    }

    child(): FastifyRateLimitStore {
      return new SandboxRateStore();
    }
  }

  // The windows of `add` (request and byte limits the routes count themselves).
  const amounts = new Map<string, Window>();
  maps.add(amounts);

  return {
    Store: SandboxRateStore,
    add(key, amount, windowMs) {
      let window = live(amounts, key, windowMs);
      if (!window && amount === 0) return { current: 0, ttl: 0 };
      if (!window) {
        window = { count: 0, startedAt: now() };
        amounts.set(key, window);
      }
      window.count += amount;
      return { current: window.count, ttl: window.startedAt + windowMs - now() };
    },
    forget(key) {
      for (const map of maps) map.delete(key);
    },
    clear() {
      for (const map of maps) map.clear();
    },
  };
}

/**
 * The client's address as the limits key it: the socket's peer address (`request.ip`
 * with Fastify's default `trustProxy: false`), never `X-Forwarded-For`, which a client
 * could fill with any address. IPv6 clients are keyed by their /64 (normalizeIP).
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip);
}

/** The same key for a socket.io handshake's address. */
export function addressKey(address: string): string {
  return normalizeIP(address);
}
