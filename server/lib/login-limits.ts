import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, tooMany } from './errors';
import { verifyPassword } from './password';
import { clientAddress, type RateCounters } from './rate-store';
import { MINUTE_MS } from './time';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Login throttling (docs/api.md#login-limits). Per phone, strictly: wrong attempts (a wrong
 * password, an unknown phone) count, and once 5 are reached every attempt for that phone is
 * refused until the window ends, the right password included; a successful login clears
 * the count. Per client address, generously: every attempt counts (players behind one
 * carrier NAT share an address).
 */
export interface LoginLimits {
  perPhone: RateLimit;
  perAddress: RateLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPhone: { max: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 30, windowMs: MINUTE_MS },
};

export interface LoginGuard {
  /** Counts the attempt for the address; 429 REQUEST_LIMIT over either limit. */
  admit(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<void>;
  /** A wrong password or an unknown phone: counts against the phone. */
  wrong(request: FastifyRequest, phone: string): Promise<void>;
  /** The right password: the phone's wrong attempts are forgotten. */
  succeeded(phone: string): void;
  /**
   * A member's password typed again on a session (step-up, self-exclusion): admitted,
   * checked and counted as the login's, so a stolen token cannot guess it; a wrong one is
   * `WRONG_PASSWORD`.
   */
  checkPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    member: { username: string; password_hash: string },
    password: string,
  ): Promise<void>;
}

/**
 * Needs @fastify/rate-limit registered on `app` with the sandbox's counters as its store.
 * `name` keeps the counts of one guarded call apart from another's (the password reset is
 * guarded like the login, with counts of its own).
 */
export function loginGuard(
  app: FastifyInstance,
  counters: RateCounters,
  limits: LoginLimits,
  name = 'login',
): LoginGuard {
  const phoneKey = (phone: string) => `${name}-phone:${phone}`;
  // The phone of the request being checked: the limiter reads its key from the request.
  const phones = new WeakMap<FastifyRequest, string>();
  const perAddress = app.createRateLimit({
    max: limits.perAddress.max,
    timeWindow: limits.perAddress.windowMs,
    // The socket's address: no X-Forwarded-For is trusted (a client could name any address).
    keyGenerator: (request) => `${name}-address:${clientAddress(request)}`,
  });
  const perPhone = app.createRateLimit({
    max: limits.perPhone.max,
    timeWindow: limits.perPhone.windowMs,
    keyGenerator: (request) => phoneKey(phones.get(request) ?? ''),
  });

  // Retry-After comes with the error (app.ts's error handler).
  const refuse = (ttlMs: number): never => {
    throw tooMany('REQUEST_LIMIT', ttlMs);
  };

  return {
    async admit(request, _reply, phone) {
      phones.set(request, phone);
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) refuse(address.ttl);
      const wrongSoFar = await perPhone(request, { increment: false });
      if (!wrongSoFar.isAllowed && wrongSoFar.remaining === 0) refuse(wrongSoFar.ttl);
    },
    async wrong(request, phone) {
      phones.set(request, phone);
      await perPhone(request);
    },
    succeeded(phone) {
      counters.forget(phoneKey(phone));
    },
    async checkPassword(request, reply, member, password) {
      await this.admit(request, reply, member.username);
      if (!(await verifyPassword(password, member.password_hash))) {
        await this.wrong(request, member.username);
        throw new ApiError('WRONG_PASSWORD');
      }
      this.succeeded(member.username);
    },
  };
}
