import { configureClient } from './client';
import { leaveEarlyRequest } from './early-answers';
import { walletApi, walletPaths } from './wallet';

const wallet = {
  wallet: { amount: 100 },
  slots: [{ code: 'pg', amount: 20 }],
  bankAccount: { currency: 'THB' },
  profile: { name: 'A' },
  invite: { amount: 0 },
};

/** The head's early script's read, answered with `body`, for this login and language. */
async function earlyAnswered(body: unknown) {
  const response = Promise.resolve(new Response(JSON.stringify(body)));
  await leaveEarlyRequest({
    url: walletPaths.wallet,
    token: 'tok',
    language: 'th',
    at: Date.now(),
    response,
  });
}

describe('walletApi.earlyWallet (docs/architecture.md#first-load)', () => {
  beforeEach(() => {
    configureClient({ getToken: () => 'tok', getLanguage: () => 'th' });
  });

  it("is the early answer through the wallet's normaliser, the same object on every call", async () => {
    await earlyAnswered(wallet);
    const first = walletApi.earlyWallet();
    expect(first?.bankAccount.currency).toBe('BAHT');
    expect(first?.wallet.amount).toBe(100);
    expect(walletApi.earlyWallet()).toBe(first);
  });

  it('is nothing for an answer the normaliser refuses', async () => {
    await earlyAnswered({ wallet: { amount: '100' }, slots: [] });
    expect(walletApi.earlyWallet()).toBeUndefined();
  });

  it('is nothing for another login', async () => {
    await earlyAnswered(wallet);
    configureClient({ getToken: () => 'someone-else' });
    expect(walletApi.earlyWallet()).toBeUndefined();
  });
});
