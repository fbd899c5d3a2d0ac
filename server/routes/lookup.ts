import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ActiveLookup,
  AgreementsLookup,
  ChatWidgetLookup,
  ConditionsLookup,
  ContactLookup,
  DepositLookup,
  InfoLookup,
  LookupBank,
  LookupSource,
  NoticeLookup,
  RegisterOtpLookup,
  SlipLookup,
  WithdrawLookup,
} from '../../src/api/types';
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
import { languageOf } from '../lib/language';

/** GET /api/lookup/*: public lookups (docs/api.md#lookups), no token needed. */
export function lookupRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const settings = () => readSettings(sandbox.db);
  // The texts the sandbox owns answer in the request's language (docs/api.md#language).
  const language = (request: FastifyRequest) => languageOf(request, sandbox.brand);

  app.get('/api/lookup/banks', async (): Promise<LookupBank[]> => banksFor(sandbox.brand));
  app.get('/api/lookup/deposit', async (): Promise<DepositLookup> => deposit(sandbox.brand));
  app.get(
    '/api/lookup/conditions',
    async (request): Promise<ConditionsLookup> => conditions(language(request)),
  );
  app.get(
    '/api/lookup/agreements',
    async (request): Promise<AgreementsLookup> => agreements(language(request)),
  );
  app.get('/api/lookup/info', async (): Promise<InfoLookup> => info(sandbox.brand));
  app.get(
    '/api/lookup/notice',
    async (request): Promise<NoticeLookup> => notice(language(request)),
  );
  app.get(
    '/api/lookup/contact',
    async (request): Promise<ContactLookup> => contact(sandbox.brand, language(request)),
  );
  // The bounds of the asking member's currency (docs/api.md#lookups): kip for a kip member,
  // baht without a token or for a baht member.
  app.get(
    '/api/lookup/withdraw',
    async (request): Promise<WithdrawLookup> =>
      withdrawLookupOf(memberRules(sandbox, optionalMember(sandbox, request))),
  );
  app.get(
    '/api/lookup/slip',
    async (): Promise<SlipLookup> => ({ isOpen: settings().slipOpen, ...SLIP_CLOSED_WINDOW }),
  );
  app.get(
    '/api/lookup/sources',
    async (request): Promise<LookupSource[]> => sources(language(request)),
  );
  app.get(
    '/api/lookup/active',
    async (): Promise<ActiveLookup> => ({ terminated: settings().terminated ? 'gone' : false }),
  );
  app.get(
    '/api/lookup/registerOTP',
    async (): Promise<RegisterOtpLookup> => ({ registerOTP: settings().registerOTP }),
  );
  app.get(
    '/api/lookup/enableChatWidget',
    async (): Promise<ChatWidgetLookup> => ({ enableChatWidget: settings().enableChatWidget }),
  );
}
