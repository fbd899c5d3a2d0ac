import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withdrawLookupOf } from '../../src/domain/rules/currency';
import { memberRules, readSettings, type Sandbox } from '../context';
import { banksFor } from '../fixtures/banks';
import {
  agreements,
  conditions,
  contact,
  deposit,
  info,
  notice,
  SLIP_CLOSED_WINDOW,
  sources,
} from '../fixtures/content';
import { optionalMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { requireFeature, SANDBOX_FEATURES } from '../lib/features';
import { languageOf } from '../lib/language';

/** GET /api/lookup/*: public lookups (docs/api.md#lookups), no token needed. */
export function lookupRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const settings = () => readSettings(sandbox.db);
  // The texts the sandbox owns answer in the request's language (docs/api.md#language).
  const language = (request: FastifyRequest) => languageOf(request, sandbox.brand);

  route('GET /api/lookup/banks', async () => banksFor(sandbox.brand));
  route('GET /api/lookup/deposit', async () => deposit(sandbox.brand));
  route('GET /api/lookup/conditions', async (request) => conditions(language(request)));
  route('GET /api/lookup/agreements', async (request) => agreements(language(request)));
  route('GET /api/lookup/info', async () => info(sandbox.brand));
  route('GET /api/lookup/notice', async (request) => notice(language(request)));
  route('GET /api/lookup/contact', async (request) => contact(sandbox.brand, language(request)));
  // The bounds of the asking member's currency (docs/api.md#lookups): kip for a kip member,
  // baht without a token or for a baht member.
  route('GET /api/lookup/withdraw', async (request) =>
    withdrawLookupOf(memberRules(sandbox, optionalMember(sandbox, request))),
  );
  route('GET /api/lookup/slip', async () => ({
    isOpen: settings().slipOpen,
    ...SLIP_CLOSED_WINDOW,
  }));
  route('GET /api/lookup/sources', async (request) => sources(language(request)));
  route('GET /api/lookup/active', async () => ({
    terminated: settings().terminated ? 'gone' : false,
  }));
  route('GET /api/lookup/registerOTP', async () => ({ registerOTP: settings().registerOTP }));
  route('GET /api/lookup/enableChatWidget', async () => ({
    enableChatWidget: settings().enableChatWidget,
  }));
  route('GET /api/lookup/features', async () => {
    requireFeature(sandbox);
    return { features: [...SANDBOX_FEATURES] };
  });
}
