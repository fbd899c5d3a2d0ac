import type Database from 'better-sqlite3';
import { DEMO_PASSWORD } from '../../brands/data';
import type { BrandData, DemoMember } from '../../brands/types';
import type { Currency } from '../../src/api/types';
import { namedCurrency } from '../fixtures/content';
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
import { DEMO_MEMBER_ID, extraMemberId, resetSeedIds, seedId } from './seed-ids';

export { DEMO_MEMBER_ID, extraMemberId };

/**
 * Demo data, all of it from the brand's data (docs/adding-a-brand.md#demo-members): its demo
 * member (with game accounts and every kind of history, so each screen has something to
 * show), its extra demo logins, and players invited by the demo member. Ids are fixed so
 * invite links stay the same across resets. All seeded passwords are `demo1234`.
 */

interface MemberSeed {
  id: string;
  username: string;
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency: Currency | null;
  invitedBy?: string;
  isActive?: boolean;
  coin?: number;
  wallet?: number;
  invitePending?: number;
  refundPending?: number;
  createdAt: number;
}

/**
 * Every seeded amount below is in baht and multiplied by its member's currency's factor here
 * (1 baht is about 500 kip), so that a kip amount is whole kip and in the range a kip member
 * deals in.
 */
const SEED_SCALE: Readonly<Record<Currency, number>> = { BAHT: 1, LAK: 500 };

/** The demo member's game accounts: code and balance in satang (0: active, empty). */
const DEMO_GAMES: readonly [string, number][] = [
  ['pg', 32_000],
  ['joker2', 0],
  ['betflix', 50_025],
  ['askmebet', 4_550],
  ['ufabet', 15_000],
  ['huayhd', 8_000],
];

/**
 * Phones for the invited players: the demo member's with its last three digits counted from
 * 901, skipping any phone a seeded member has, so they stay numbers of the brand's country.
 */
function invitedPhones(demo: DemoMember, taken: ReadonlySet<string>, count: number): string[] {
  const phones: string[] = [];
  for (let n = 901; phones.length < count && n < 1000; n += 1) {
    const phone = `${demo.phone.slice(0, -3)}${n}`;
    if (!taken.has(phone)) phones.push(phone);
  }
  return phones;
}

/**
 * The demo password's hash, made once per process: every seeded member shares the published
 * demo password, and a reset (one per e2e test, one per sandbox API test) would otherwise
 * spend a scrypt on the same value each time.
 */
let demoPasswordHash: string | undefined;

export function seed(db: Database.Database, brand: BrandData, now = Date.now()): void {
  resetSeedIds();
  demoPasswordHash ??= hashPasswordSync(DEMO_PASSWORD);
  const passwordHash = demoPasswordHash;
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
  const { demo } = brand;
  const member = (id: string, login: DemoMember) => ({
    id,
    username: login.phone,
    name: login.name,
    bankCode: login.bankAccount.bankCode,
    bankAccountName: login.bankAccount.accountName,
    bankAccountNo: login.bankAccount.accountNo,
    currency: namedCurrency(brand, login.currency),
  });
  const demoScale = SEED_SCALE[demo.currency];
  insertUser({
    ...member(DEMO_MEMBER_ID, demo),
    coin: 5,
    wallet: 125_050 * demoScale,
    invitePending: 8_550 * demoScale,
    refundPending: 4_575 * demoScale,
    createdAt: day(120),
  });
  for (const [code, amount] of DEMO_GAMES) {
    activate(DEMO_MEMBER_ID, demo.phone, code, amount * demoScale);
  }
  brand.extraDemoLogins.forEach((login, index) => {
    const id = extraMemberId(index);
    const scale = SEED_SCALE[login.currency];
    insertUser({
      ...member(id, login),
      isActive: login.active !== false,
      coin: 1,
      wallet: 30_000 * scale,
      createdAt: day(60),
    });
    activate(id, login.phone, 'pg', 5_000 * scale);
  });

  // Players invited by the demo member, each bringing invite commission rows; they bank
  // where the demo member does, in its currency.
  const taken = new Set([demo.phone, ...brand.extraDemoLogins.map((login) => login.phone)]);
  const phones = invitedPhones(demo, taken, brand.invitedPlayers.length);
  brand.invitedPlayers.forEach((name, index) => {
    const id = seedId('5eed1');
    const phone = phones[index];
    if (!phone) throw new Error(`no phone left for the invited player ${name}`);
    insertUser({
      id,
      username: phone,
      name,
      bankCode: demo.bankAccount.bankCode,
      bankAccountName: name.toUpperCase().replace(/[^A-Z ]/g, ''),
      bankAccountNo: `70${phone.slice(-8)}`,
      currency: namedCurrency(brand, demo.currency),
      invitedBy: DEMO_MEMBER_ID,
      wallet: 10_000 * (index + 1) * demoScale,
      createdAt: day(80 - index * 5),
    });
    activate(id, phone, 'pg', 2_000 * demoScale);
    for (let k = 0; k < 3; k += 1) {
      db.prepare(
        'INSERT INTO invites (id, user_id, from_user_id, from_name, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        seedId('1e'),
        DEMO_MEMBER_ID,
        id,
        name,
        (500 + ((index * 7 + k * 13) % 10) * 575) * demoScale,
        day(index * 4 + k * 9 + 1) - k * hour,
      );
    }
  });

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
  receive(DEMO_MEMBER_ID, 'NEWMEMBER100', [day(100)]); // limit reached: shows "received"
  receive(DEMO_MEMBER_ID, 'DAILY50', [day(1)]); // yesterday: available again today
  receive(DEMO_MEMBER_ID, 'WEEKLY200', [day(14), day(13)]);
  receive(DEMO_MEMBER_ID, 'RELOAD10', [day(30), day(20)]);

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
  db.prepare(
    'INSERT INTO user_promotions (id, user_id, code, is_active, received_at) VALUES (?, ?, ?, 0, ?)',
  ).run(seedId('9a'), DEMO_MEMBER_ID, 'VIP500', day(45));

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

  // ---------- the demo member's history ----------
  seedHistory(db, DEMO_MEMBER_ID, demo.bankAccount.bankCode, now, demoScale);
  seedChat(db, DEMO_MEMBER_ID, demo.phone, demo.name, now);
}
