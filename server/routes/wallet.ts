import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GameCredentials } from '../../src/api/types';
import { currencyOf, isAmountOf, withdrawLookupOf } from '../../src/domain/rules/currency';
import type { Satang } from '../../src/domain/rules/money';
import { transferAllPlan, transferMinimum } from '../../src/domain/rules/transfer';
import { boundsProblem, withdrawBounds, withdrawPlan } from '../../src/domain/rules/withdraw';
import { memberRules, type Sandbox } from '../context';
import {
  creditAccount,
  creditWallet,
  debitAccount,
  debitGame,
  debitWallet,
  insertStatement,
  WALLET,
} from '../db/ledger';
import type { GameAccountRow, GameRow, UserRow } from '../db/rows';
import { INVITE_RATES } from '../fixtures/content';
import { memberById, requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { param } from '../lib/input';
import { MAX_SATANG, satangToBaht, toSatang } from '../lib/money';
import { OK } from '../lib/ok';
import { settleSlips } from '../lib/slips';
import { bankAccountOf, gameAccountOf } from '../lib/views';

function randomPassword(): string {
  return `Sb${randomBytes(4).toString('hex')}`;
}

/** The wallet and game accounts (docs/api.md#wallet). */
export function walletRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const { db } = sandbox;
  const route = contractRoutes(app, sandbox);

  const gameOf = (raw: string | undefined): GameRow => {
    const code = param(raw).toLowerCase();
    const game = db.prepare<[string], GameRow>('SELECT * FROM games WHERE code = ?').get(code);
    if (!game) throw new ApiError('NO_GAME');
    return game;
  };
  const accountOf = (user: UserRow, code: string) =>
    db
      .prepare<[string, string], GameAccountRow>(
        'SELECT * FROM game_accounts WHERE user_id = ? AND game_code = ?',
      )
      .get(user.id, code);
  const activeAccountOf = (user: UserRow, code: string): GameAccountRow => {
    const account = accountOf(user, code);
    if (!account?.is_active) throw new ApiError('SLOT_NO_ACCOUNT');
    return account;
  };
  /** `WALLET` or an active game code of the member. */
  const endOf = (user: UserRow, raw: string): string => {
    if (raw.toUpperCase() === WALLET) return WALLET;
    const game = gameOf(raw);
    activeAccountOf(user, game.code);
    return game.code;
  };
  /** The member's active game accounts in the games' order, as holdings for the rules. */
  const activeHoldings = (userId: string) =>
    db
      .prepare<[string], GameAccountRow>(
        `SELECT game_accounts.* FROM game_accounts JOIN games ON games.code = game_accounts.game_code
         WHERE user_id = ? AND is_active = 1 ORDER BY games.sort`,
      )
      .all(userId)
      .map((account) => ({ code: account.game_code, satang: account.amount }));
  // Bodies of the money calls are checked by the contract's schemas before a handler runs
  // (src/api/contract/wallet.ts, server/lib/contract-routes.ts): present, of their type, an
  // amount with at most 2 decimals, an end of 1 to 50 characters that is not blank.
  const satangOf = (amount: number): Satang => {
    const satang = toSatang(amount);
    if (satang > MAX_SATANG) throw new ApiError('KEY_INVALID');
    return satang;
  };

  route('GET /api/wallet', async (request) => {
    const { id } = requireMember(sandbox, request);
    settleSlips(sandbox, id);
    const user = memberById(sandbox, id);
    const games = db.prepare<[], GameRow>('SELECT * FROM games ORDER BY sort').all();
    const accounts = db
      .prepare<[string], GameAccountRow>('SELECT * FROM game_accounts WHERE user_id = ?')
      .all(user.id);
    return {
      profile: { _id: user.id, name: user.name, username: user.username, coin: user.coin },
      bankAccount: bankAccountOf(user),
      wallet: { amount: satangToBaht(user.wallet) },
      invite: { amount: satangToBaht(user.invite_pending), ...INVITE_RATES },
      slots: games.map((game) =>
        gameAccountOf(
          game,
          accounts.find((account) => account.game_code === game.code),
        ),
      ),
    };
  });

  route('GET /api/wallet/refresh/slot', async (request) => {
    const user = requireMember(sandbox, request);
    db.prepare('UPDATE users SET refreshed_at = ? WHERE id = ?').run(Date.now(), user.id);
    return { success: true };
  });

  route('GET /api/wallet/activate/:code', async (request) => {
    const user = requireMember(sandbox, request);
    const game = gameOf(request.params.code);
    const account = accountOf(user, game.code);
    if (account?.is_active) throw new ApiError('SLOT_ALREADY_ACTIVE');
    db.prepare(
      `INSERT INTO game_accounts (user_id, game_code, is_active, amount, username, password)
       VALUES (?, ?, 1, 0, ?, ?)
       ON CONFLICT (user_id, game_code) DO UPDATE SET is_active = 1,
         username = excluded.username, password = excluded.password`,
    ).run(user.id, game.code, `sb${user.username.slice(-6)}${game.code}`, randomPassword());
    return OK;
  });

  route('GET /api/wallet/account/:code', async (request) => {
    const user = requireMember(sandbox, request);
    const game = gameOf(request.params.code);
    const account = activeAccountOf(user, game.code);
    const credentials: GameCredentials = {
      username: account.username ?? '',
      password: account.password ?? '',
    };
    if (game.has_event) {
      credentials.event = {
        __VIEWSTATE: Buffer.from(`sandbox-viewstate-${game.code}`).toString('base64'),
        __VIEWSTATEGENERATOR: 'C2EE9ABB',
        __EVENTVALIDATION: Buffer.from(`sandbox-validation-${account.username}`).toString('base64'),
        txtUserName: credentials.username,
        password: credentials.password,
        btnLogin: 'Login',
      };
    }
    return credentials;
  });

  route('GET /api/wallet/resetpassword/:code', async (request) => {
    const user = requireMember(sandbox, request);
    const game = gameOf(request.params.code);
    activeAccountOf(user, game.code);
    db.prepare('UPDATE game_accounts SET password = ? WHERE user_id = ? AND game_code = ?').run(
      randomPassword(),
      user.id,
      game.code,
    );
    return OK;
  });

  route('POST /api/wallet/transfer', async (request) => {
    const user = requireMember(sandbox, request);
    const { body } = request;
    const satang = satangOf(body.amount);
    const from = endOf(user, body.from.trim());
    const to = endOf(user, body.to.trim());
    if (from === to) throw new ApiError('KEY_INVALID');
    // The transfer minimum of the member's currency (docs/product.md#amounts-per-currency).
    const rules = memberRules(sandbox, user);
    if (!isAmountOf(rules, satang)) throw new ApiError('KEY_INVALID');
    if (satang < transferMinimum(rules)) throw new ApiError('TRANSFER_MINIMUM');
    db.transaction(() => {
      debitAccount(db, user.id, from, satang);
      sandbox.betweenDebitAndCredit?.();
      creditAccount(db, user.id, to, satang);
      insertStatement(db, {
        userId: user.id,
        type: 'transfer',
        status: 'SUCCESS',
        from,
        to,
        amount: satang,
        createdAt: Date.now(),
      });
    })();
    return OK;
  });

  route('POST /api/wallet/transferAll', async (request) => {
    const user = requireMember(sandbox, request);
    const to = endOf(user, request.body.to.trim());
    db.transaction(() => {
      const fresh = memberById(sandbox, user.id);
      const plan = transferAllPlan(
        [{ code: WALLET, satang: fresh.wallet }, ...activeHoldings(user.id)],
        to,
      );
      if (plan.satang === 0) throw new ApiError('MONEY_NOT_ENOUGH');
      const now = Date.now();
      for (const { code: from, satang } of plan.sources) {
        debitAccount(db, user.id, from, satang);
        creditAccount(db, user.id, to, satang);
        insertStatement(db, {
          userId: user.id,
          type: 'transfer',
          status: 'SUCCESS',
          from,
          to,
          amount: satang,
          createdAt: now,
        });
      }
    })();
    return OK;
  });

  // The wallet's own reading of the bounds of each currency (GET /api/lookup/withdraw
  // answers the member's); a bound that is not whole satang stops the start.
  const bounds = {
    BAHT: withdrawBounds(withdrawLookupOf(sandbox.brand.currencyRules.BAHT)),
    LAK: withdrawBounds(withdrawLookupOf(sandbox.brand.currencyRules.LAK)),
  };
  const checkWithdrawBounds = (user: UserRow, satang: Satang) => {
    if (!isAmountOf(memberRules(sandbox, user), satang)) throw new ApiError('KEY_INVALID');
    const problem = boundsProblem(satang, bounds[currencyOf(user.currency)]);
    if (problem === 'belowMin') throw new ApiError('TRANSFER_MINIMUM');
    if (problem === 'aboveMax') throw new ApiError('KEY_INVALID');
  };
  const writeWithdraw = (user: UserRow, satang: Satang) => {
    debitWallet(db, user.id, satang);
    db.prepare('UPDATE users SET withdrawn = withdrawn + ? WHERE id = ?').run(satang, user.id);
    insertStatement(db, {
      userId: user.id,
      type: 'withdraw',
      status: 'SUCCESS',
      from: WALLET,
      to: user.bank_code,
      amount: satang,
      createdAt: sandbox.now(),
    });
  };

  route(
    'POST /api/wallet/withdraw',
    async (request) => {
      const user = requireMember(sandbox, request);
      const satang = satangOf(request.body.amount);
      checkWithdrawBounds(user, satang);
      db.transaction(() => writeWithdraw(user, satang))();
      return OK;
    },
    { freshProof: true },
  );

  /** Withdraws from the wallet plus active game accounts (pulled into the wallet first). */
  route(
    'POST /api/wallet/withdrawAll',
    async (request) => {
      const user = requireMember(sandbox, request);
      const satang = satangOf(request.body.amount);
      checkWithdrawBounds(user, satang);
      db.transaction(() => {
        const fresh = memberById(sandbox, user.id);
        const plan = withdrawPlan(satang, fresh.wallet, activeHoldings(user.id));
        if (plan.short > 0) throw new ApiError('MONEY_NOT_ENOUGH');
        const now = Date.now();
        for (const take of plan.takes) {
          debitGame(db, user.id, take.code, take.satang);
          creditWallet(db, user.id, take.satang);
          insertStatement(db, {
            userId: user.id,
            type: 'transfer',
            status: 'SUCCESS',
            from: take.code,
            to: WALLET,
            amount: take.satang,
            createdAt: now,
          });
        }
        writeWithdraw(user, satang);
      })();
      return OK;
    },
    { freshProof: true },
  );
}
