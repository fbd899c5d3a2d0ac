import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import type { GameAccount, WalletResult } from '../api';
import { renderWithApp } from './render';

/** Test data for the home screen's component tests (not used by the app). */
export function gameAccount(over: Partial<GameAccount> = {}): GameAccount {
  return {
    code: 'pg',
    name: 'PG Soft',
    category: 'slot',
    isActive: true,
    amount: 320,
    ftWalletSlot: 1,
    logo: '/api/media/games/pg/logo.svg',
    background: '/api/media/games/pg/background.svg',
    web: '/api/media/game.html?game=pg',
    android: 'https://play.example/pg',
    ios: null,
    ...over,
  };
}

export function walletResult(over: Partial<WalletResult> = {}): WalletResult {
  return {
    profile: { _id: 'm42', name: 'Somchai Demo', username: '0812345678', coin: 5 },
    bankAccount: {
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI DEMO',
      bankAccountNo: '1234567890',
      bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
    },
    wallet: { amount: 1250.5 },
    invite: { amount: 85.5, success: 10, fail: 5 },
    slots: [
      gameAccount(),
      gameAccount({
        code: 'joker2',
        name: 'Joker Gaming',
        amount: 0,
        ftWalletSlot: 10,
        isActive: false,
      }),
      gameAccount({
        code: 'betflix',
        name: 'Betflix Sport & Casino',
        category: 'sport',
        amount: 500.25,
      }),
    ],
    ...over,
  };
}

/**
 * renderWithApp with a cache and request de-duplication of its own: SWR remembers calls
 * in flight for 2 s across tests otherwise, and a test would get the previous one's answer.
 */
export function renderFresh(ui: ReactElement, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>,
    { path: '/user/home', token: 't', ...options },
  );
}
