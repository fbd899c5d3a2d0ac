import type Database from 'better-sqlite3';
import { BRANDS, DEMO_PASSWORD } from '../../brands/data';
import { GAMES } from '../fixtures/games';
import {
  BANNER_TEXTS,
  BONUS_PERCENT_FAIL,
  BONUS_TEXTS,
  bonusBannerHtml,
  PROMOTION_TEXTS,
} from '../fixtures/stored-texts';
import { hashPasswordSync } from '../lib/password';
import { DAY_MS } from '../lib/time';
import { DEFAULT_SETTINGS } from '../settings';
import { seedChat, seedHistory } from './seed-history';
import { resetSeedIds, SEED_IDS, SEED_PHONES, seedId } from './seed-ids';

export { SEED_IDS, SEED_PHONES };

/**
 * Demo data: both brands' demo members (with every kind of history so each screen has
 * something to show), a second Thai member with a Thai-script KTB account name, an
 * inactive member, and players invited by the demo members. Ids are fixed so invite
 * links stay the same across resets. All seeded passwords are `demo1234`.
 */

interface MemberSeed {
  id: string;
  username: string;
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency: string | null;
  invitedBy?: string;
  isActive?: boolean;
  coin?: number;
  wallet?: number;
  invitePending?: number;
  refundPending?: number;
  createdAt: number;
}

/**
 * The kip members' amounts are the baht ones times this (1 baht is about 500 kip), so that
 * every seeded kip amount is whole kip and in the range a kip member deals in.
 */
const KIP_SCALE = 500;
const scaleOf = (bank: string) => (bank === 'BCEL' ? KIP_SCALE : 1);

export function seed(db: Database.Database, now = Date.now()): void {
  resetSeedIds();
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  const day = (n: number) => now - n * DAY_MS;
  const hour = 3_600_000;

  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(
    'settings',
    JSON.stringify(DEFAULT_SETTINGS),
  );

  GAMES.forEach((game, index) => {
    db.prepare(
      `INSERT INTO games (code, name, category, ft_wallet_slot, web, android, ios, has_event, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      game.code,
      game.name,
      game.category,
      game.ftWalletSlot,
      game.web,
      game.android,
      game.ios,
      game.hasEvent ? 1 : 0,
      index,
    );
  });

  const insertUser = (m: MemberSeed) => {
    db.prepare(
      `INSERT INTO users (id, username, name, password_hash, is_active, created_at, bank_code,
         bank_account_name, bank_account_no, currency, source_code, invited_by, coin, wallet,
         invite_pending, refund_pending)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      m.id,
      m.username,
      m.name,
      passwordHash,
      m.isActive === false ? 0 : 1,
      m.createdAt,
      m.bankCode,
      m.bankAccountName,
      m.bankAccountNo,
      m.currency,
      'FACEBOOK',
      m.invitedBy ?? null,
      m.coin ?? 0,
      m.wallet ?? 0,
      m.invitePending ?? 0,
      m.refundPending ?? 0,
    );
    for (const game of GAMES) {
      db.prepare(
        'INSERT INTO game_accounts (user_id, game_code, is_active, amount) VALUES (?, ?, 0, 0)',
      ).run(m.id, game.code);
    }
  };

  const activate = (userId: string, phone: string, code: string, amount: number) => {
    db.prepare(
      `UPDATE game_accounts SET is_active = 1, amount = ?, username = ?, password = ?
       WHERE user_id = ? AND game_code = ?`,
    ).run(
      amount,
      `sb${phone.slice(-6)}${code}`,
      `Pw${phone.slice(-4)}${code.length}x`,
      userId,
      code,
    );
  };

  // ---------- members ----------
  insertUser({
    id: SEED_IDS.thaiDemo,
    username: SEED_PHONES.thaiDemo,
    name: 'Somchai Demo',
    bankCode: 'KBANK',
    bankAccountName: 'SOMCHAI DEMO',
    bankAccountNo: '1234567890',
    currency: null,
    coin: 5,
    wallet: 125_050,
    invitePending: 8_550,
    refundPending: 4_575,
    createdAt: day(120),
  });
  insertUser({
    id: SEED_IDS.laoDemo,
    username: SEED_PHONES.laoDemo,
    name: 'Khamphone Demo',
    bankCode: 'BCEL',
    bankAccountName: 'KHAMPHONE DEMO',
    bankAccountNo: '0101000999888',
    // The demo member's currency as the brand data states it (the e2e tests read it there).
    currency: BRANDS.lao.demo.currency,
    coin: 4,
    // In kip (docs/product.md#amounts-per-currency): 2,450,000 kip.
    wallet: 98_000 * KIP_SCALE,
    invitePending: 3_000 * KIP_SCALE,
    refundPending: 2_500 * KIP_SCALE,
    createdAt: day(90),
  });
  insertUser({
    id: SEED_IDS.thaiKtb,
    username: SEED_PHONES.thaiKtb,
    name: 'สมหญิง ทดสอบ',
    bankCode: 'KTB',
    bankAccountName: 'สมหญิง ทดสอบ',
    bankAccountNo: '9876543210',
    currency: null,
    coin: 1,
    wallet: 30_000,
    createdAt: day(60),
  });
  insertUser({
    id: SEED_IDS.inactive,
    username: SEED_PHONES.inactive,
    name: 'Inactive Player',
    bankCode: 'SCB',
    bankAccountName: 'INACTIVE PLAYER',
    bankAccountNo: '5555555555',
    currency: null,
    isActive: false,
    createdAt: day(200),
  });

  const thaiGames: [string, number][] = [
    ['pg', 32_000],
    ['joker2', 0],
    ['betflix', 50_025],
    ['askmebet', 4_550],
    ['ufabet', 15_000],
    ['huayhd', 8_000],
  ];
  for (const [code, amount] of thaiGames)
    activate(SEED_IDS.thaiDemo, SEED_PHONES.thaiDemo, code, amount);
  const laoGames: [string, number][] = [
    ['pg', 12_000],
    ['betflix', 20_000],
    ['ufabet', 0],
    ['huayhd', 5_000],
  ];
  for (const [code, amount] of laoGames)
    activate(SEED_IDS.laoDemo, SEED_PHONES.laoDemo, code, amount * KIP_SCALE);
  activate(SEED_IDS.thaiKtb, SEED_PHONES.thaiKtb, 'pg', 5_000);

  // Players invited by the demo members, each bringing invite commission rows.
  const invitees: Record<string, { names: string[]; phone: (i: number) => string; bank: string }> =
    {
      [SEED_IDS.thaiDemo]: {
        names: ['Anan K.', 'Busaba P.', 'Chai W.', 'Dao S.', 'Ekachai T.', 'Fah N.'],
        phone: (i) => `086100000${i}`,
        bank: 'SCB',
      },
      [SEED_IDS.laoDemo]: {
        names: ['Bounmy S.', 'Chanthala V.', 'Daovone P.', 'Kongkeo L.'],
        phone: (i) => `0205550000${i}`,
        bank: 'BCEL',
      },
    };
  for (const [inviterId, group] of Object.entries(invitees)) {
    group.names.forEach((name, index) => {
      const id = seedId('5eed1');
      const phone = group.phone(index + 1);
      insertUser({
        id,
        username: phone,
        name,
        bankCode: group.bank,
        bankAccountName: name.toUpperCase().replace(/[^A-Z ]/g, ''),
        bankAccountNo: `70${phone.slice(-8)}`,
        currency: group.bank === 'BCEL' ? 'LAK' : null,
        invitedBy: inviterId,
        wallet: 10_000 * (index + 1) * scaleOf(group.bank),
        createdAt: day(80 - index * 5),
      });
      activate(id, phone, 'pg', 2_000 * scaleOf(group.bank));
      for (let k = 0; k < 3; k += 1) {
        db.prepare(
          'INSERT INTO invites (id, user_id, from_user_id, from_name, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          seedId('1e'),
          inviterId,
          id,
          name,
          (500 + ((index * 7 + k * 13) % 10) * 575) * scaleOf(group.bank),
          day(index * 4 + k * 9 + 1) - k * hour,
        );
      }
    });
  }

  // ---------- bonuses and promotions ----------
  const bonuses = [
    {
      code: 'NEWMEMBER100',
      type: 'limit',
      max: 1,
      percentFail: BONUS_PERCENT_FAIL.NEWMEMBER100,
      amount: 10_000,
      text: BONUS_TEXTS.NEWMEMBER100.en,
    },
    {
      code: 'DAILY50',
      type: 'day',
      max: 1,
      percentFail: BONUS_PERCENT_FAIL.DAILY50,
      amount: 5_000,
      text: BONUS_TEXTS.DAILY50.en,
    },
    {
      code: 'DAY3X',
      type: 'day',
      max: 3,
      percentFail: BONUS_PERCENT_FAIL.DAY3X,
      amount: 2_000,
      text: BONUS_TEXTS.DAY3X.en,
    },
    {
      code: 'WEEKLY200',
      type: 'week',
      max: 2,
      percentFail: BONUS_PERCENT_FAIL.WEEKLY200,
      amount: 20_000,
      text: BONUS_TEXTS.WEEKLY200.en,
    },
    {
      code: 'RELOAD10',
      type: 'limit',
      max: 5,
      percentFail: BONUS_PERCENT_FAIL.RELOAD10,
      amount: 1_000,
      text: BONUS_TEXTS.RELOAD10.en,
    },
  ];
  bonuses.forEach((b, index) => {
    db.prepare(
      'INSERT INTO bonuses (code, type, max_received, percent_fail, amount, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(b.code, b.type, b.max, b.percentFail, b.amount, b.text, index);
    db.prepare('INSERT INTO bonus_banners (bonus_code, image, html) VALUES (?, ?, ?)').run(
      b.code,
      `/api/media/bonus/${b.code}.svg`,
      bonusBannerHtml(BONUS_TEXTS[b.code as keyof typeof BONUS_TEXTS], b.percentFail).en,
    );
  });
  const receive = (userId: string, code: string, times: number[]) => {
    const id = seedId('b0');
    db.prepare(
      'INSERT INTO user_bonuses (id, user_id, bonus_code, is_active) VALUES (?, ?, ?, 0)',
    ).run(id, userId, code);
    for (const at of times) {
      db.prepare('INSERT INTO bonus_receipts (user_bonus_id, received_at) VALUES (?, ?)').run(
        id,
        at,
      );
    }
  };
  for (const userId of [SEED_IDS.thaiDemo, SEED_IDS.laoDemo]) {
    receive(userId, 'NEWMEMBER100', [day(100)]); // limit reached: shows "received"
    receive(userId, 'DAILY50', [day(1)]); // yesterday: available again today
    receive(userId, 'WEEKLY200', [day(14), day(13)]);
    receive(userId, 'RELOAD10', [day(30), day(20)]);
  }

  const promotions = [
    {
      code: 'WELCOME100',
      percentFail: 30,
      amount: 10_000,
      current: 0,
      html: PROMOTION_TEXTS.WELCOME100.en,
    },
    {
      code: 'CASHBACK5',
      percentFail: 10,
      amount: 500,
      current: 1,
      html: PROMOTION_TEXTS.CASHBACK5.en,
    },
    {
      code: 'VIP500',
      percentFail: 50,
      amount: 50_000,
      current: 0,
      html: PROMOTION_TEXTS.VIP500.en,
    },
  ];
  for (const p of promotions) {
    db.prepare(
      'INSERT INTO promotions (code, percent_fail, description, amount, is_current) VALUES (?, ?, ?, ?, ?)',
    ).run(p.code, p.percentFail, p.html, p.amount, p.current);
  }
  for (const userId of [SEED_IDS.thaiDemo, SEED_IDS.laoDemo]) {
    db.prepare(
      'INSERT INTO user_promotions (id, user_id, code, is_active, received_at) VALUES (?, ?, ?, 0, ?)',
    ).run(seedId('9a'), userId, 'VIP500', day(45));
  }

  // ---------- banners ----------
  const banner = (kind: string, n: number, html: string) =>
    db
      .prepare('INSERT INTO banners (kind, image, html) VALUES (?, ?, ?)')
      .run(kind, `/api/media/banners/${kind}-${n}.svg`, html);
  for (const kind of ['invite', 'refund'] as const) {
    BANNER_TEXTS[kind].forEach((text, index) => {
      banner(kind, index + 1, text.en);
    });
  }

  // ---------- per demo member history ----------
  for (const userId of [SEED_IDS.thaiDemo, SEED_IDS.laoDemo]) {
    const lao = userId === SEED_IDS.laoDemo;
    seedHistory(db, userId, lao ? 'BCEL' : 'KBANK', now, lao ? KIP_SCALE : 1);
  }
  seedChat(db, SEED_IDS.thaiDemo, SEED_PHONES.thaiDemo, 'Somchai Demo', now);
  seedChat(db, SEED_IDS.laoDemo, SEED_PHONES.laoDemo, 'Khamphone Demo', now);
}
