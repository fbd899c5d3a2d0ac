import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { StatementType as StatementTypeSchema } from '../contract/statement';
import { normaliseProfile, normaliseWallet } from './account';
import { AnswerShapeError } from './answer-shape-error';
import { normaliseChatHistory, normaliseConversation } from './chat';
import { normaliseCoupons } from './coupon';
import { normaliseCurrency } from './currency';
import { normaliseDepositLookup } from './deposit-lookup';
import { normalised } from './normalised';
import { normaliseStatements, STATEMENT_TYPES } from './statement';

const bankAccount = {
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
};

const wallet = (over: Record<string, unknown> = {}) => ({
  profile: { _id: 'm1', name: 'Somchai', username: '0812345678', coin: 0 },
  bankAccount,
  wallet: { amount: 1234.5 },
  invite: { amount: 0, success: 10, fail: 5 },
  slots: [{ code: 'pg', amount: 20 }],
  ...over,
});

describe('currency', () => {
  it('reads THB as baht, LAK as kip, anything else as none', () => {
    expect(normaliseCurrency('THB')).toBe('BAHT');
    expect(normaliseCurrency('BAHT')).toBe('BAHT');
    expect(normaliseCurrency('LAK')).toBe('LAK');
    expect(normaliseCurrency(undefined)).toBeNull();
    expect(normaliseCurrency('USD')).toBeNull();
  });

  it('in the deposit lookup, the profile and the wallet', () => {
    const lookup = normaliseDepositLookup({
      banks: [{ ...bankAccount, bankType: 'BANK', mode: 'AUTO', currency: 'THB' }, bankAccount],
      wallets: [],
    });
    expect(lookup.banks.map((bank) => bank.currency)).toEqual(['BAHT', null]);
    const profile = normaliseProfile({
      profile: { _id: 'm1', username: 'u', name: 'n', createdAt: '2024-05-01T08:30:00.000Z' },
      bankAccount: { ...bankAccount, currency: 'THB' },
    });
    expect(profile.bankAccount.currency).toBe('BAHT');
    expect(normaliseWallet(wallet()).bankAccount.currency).toBeNull();
  });
});

describe('wallet', () => {
  it('keeps the amounts as sent', () => {
    const read = normaliseWallet(wallet());
    expect(read.wallet.amount).toBe(1234.5);
    expect(read.slots[0]?.amount).toBe(20);
  });

  // The wallet's answer as the backend sends it, through the client.
  const answering = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body))),
    );
  afterEach(() => vi.unstubAllGlobals());

  it('cannot read a balance that is not a number, and names the field', async () => {
    answering(wallet({ wallet: { amount: '1234.50' } }));
    const result = await normalised('GET /api/wallet', normaliseWallet);
    expect(result.ok).toBe(false);
    const error = result.ok ? null : result.error;
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'GET /api/wallet', field: '/wallet/amount' });
  });

  it('names a game balance by its index', async () => {
    answering(wallet({ slots: [{ code: 'pg' }] }));
    const result = await normalised('GET /api/wallet', normaliseWallet);
    expect(result.ok ? null : result.error).toMatchObject({ field: '/slots/0/amount' });
  });

  it('passes a failed call through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const result = await normalised('GET /api/wallet', normaliseWallet);
    expect(result).toEqual({ ok: false, error: new ApiError('network', 'network') });
  });
});

describe('statement', () => {
  const row = (over: Record<string, unknown>) => ({
    _id: 's1',
    statementType: 'deposit',
    status: 'SUCCESS',
    from: 'KBANK',
    to: 'WALLET',
    amount: 100,
    createdAt: '2024-05-01T08:30:00.000Z',
    ...over,
  });

  it('shows a type it does not know as other, and keeps an unknown status', () => {
    const list = normaliseStatements({
      total: 2,
      statements: [row({}), row({ statementType: 'cashback', status: 'REVIEWING' })],
    });
    expect(list.statements.map((s) => s.statementType)).toEqual(['deposit', 'other']);
    expect(list.statements[1]?.status).toBe('REVIEWING');
  });

  it('names the same types as the contract', () => {
    const members = StatementTypeSchema.anyOf as readonly object[] as { const?: unknown }[];
    const known = members.filter((m) => typeof m.const === 'string').map((m) => m.const);
    expect(known).toEqual([...STATEMENT_TYPES]);
  });

  it('cannot read an amount that is a string', () => {
    expect(() => normaliseStatements({ total: 1, statements: [row({ amount: '100' })] })).toThrow(
      '/statements/0/amount',
    );
  });
});

describe('coupons', () => {
  const coupon = (slice: unknown) => ({ _id: 'c1', prize: { slice, name: 'Gold' }, amount: 50 });

  it('reads a slice sent as the code or as the slice object', () => {
    const list = normaliseCoupons({
      success: true,
      result: [coupon('S1'), coupon({ code: 'S2', label: '50 baht' })],
    });
    expect(list.result.map((c) => c.prize.slice)).toEqual(['S1', 'S2']);
    expect(list.result[1]).toMatchObject({ _id: 'c1', amount: 50, prize: { name: 'Gold' } });
  });

  it('cannot read a slice that is neither', () => {
    expect(() => normaliseCoupons({ success: true, result: [coupon(7)] })).toThrow(
      '/result/0/prize/slice',
    );
  });
});

describe('chat', () => {
  const message = (type: string) => ({
    sender: 'agent',
    message: { message_type: type, payload: { message: 'hello' } },
    createdAt: '2024-05-01T08:30:00.000Z',
    session_id: 's1',
  });

  it('reads a message type it does not know as other (shown as its text)', () => {
    expect(normaliseConversation(message('sticker')).message).toEqual({
      message_type: 'other',
      payload: { message: 'hello' },
    });
    expect(normaliseConversation(message('buttons')).message.message_type).toBe('buttons');
  });

  it('reads a member history without guestId', () => {
    const history = normaliseChatHistory({ list: [message('text')] });
    expect(history.list[0]?.guestId).toBeUndefined();
    expect(history.list[0]?.message.message_type).toBe('text');
  });
});

describe('profile', () => {
  it('passes an answer without a bank account as sent', () => {
    const profile = normaliseProfile({
      profile: { _id: 'm1', username: 'u', name: 'n', createdAt: '2024-05-01T08:30:00.000Z' },
      bankAccount: null,
    });
    expect(profile.profile.name).toBe('n');
    expect(profile.bankAccount).toBeNull();
  });
});
