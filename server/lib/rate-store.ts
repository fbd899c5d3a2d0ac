import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Window {
  count: number;
  startedAt: number;
}

/** The counters of every limiter of one sandbox (the plugin gives each limiter a child store). */
export interface RateCounters {
  /** The store class handed to @fastify/rate-limit. */
  Store: FastifyRateLimitStoreCtor;
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

  return {
    Store: SandboxRateStore,
    forget(key) {
      for (const map of maps) map.delete(key);
    },
    clear() {
      for (const map of maps) map.clear();
    },
  };
}
