import type { FastifyInstance } from 'fastify';
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
import { readSettings, type Sandbox } from '../context';
import { banksFor } from '../fixtures/banks';
import {
  AGREEMENTS,
  CONDITIONS,
  contact,
  deposit,
  info,
  NOTICE,
  SLIP_CLOSED_WINDOW,
  SOURCES,
  WITHDRAW_LIMITS,
} from '../fixtures/content';

/** GET /api/lookup/*: public lookups (docs/api.md#lookups), no token needed. */
export function lookupRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const settings = () => readSettings(sandbox.db);

  app.get('/api/lookup/banks', async (): Promise<LookupBank[]> => banksFor(sandbox.brand));
  app.get('/api/lookup/deposit', async (): Promise<DepositLookup> => deposit(sandbox.brand));
  app.get('/api/lookup/conditions', async (): Promise<ConditionsLookup> => CONDITIONS);
  app.get('/api/lookup/agreements', async (): Promise<AgreementsLookup> => AGREEMENTS);
  app.get('/api/lookup/info', async (): Promise<InfoLookup> => info(sandbox.brand));
  app.get('/api/lookup/notice', async (): Promise<NoticeLookup> => NOTICE);
  app.get('/api/lookup/contact', async (): Promise<ContactLookup> => contact(sandbox.brand));
  app.get('/api/lookup/withdraw', async (): Promise<WithdrawLookup> => WITHDRAW_LIMITS);
  app.get(
    '/api/lookup/slip',
    async (): Promise<SlipLookup> => ({ isOpen: settings().slipOpen, ...SLIP_CLOSED_WINDOW }),
  );
  app.get('/api/lookup/sources', async (): Promise<LookupSource[]> => SOURCES);
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
