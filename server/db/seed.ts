import type Database from 'better-sqlite3';
import { SLIP_REASON_CODES } from '../../src/api/error-codes';
import type { MoneyStatus, StatementType } from '../../src/api/types';
import { BRAND_RULES, DEMO_PASSWORD } from '../brand-rules';
import { CHAT_PREFIX } from '../chat/constants';
import { GAMES } from '../fixtures/games';
import { SLICES } from '../fixtures/spin';
import { hashPassword } from '../lib/password';
import { DAY_MS } from '../lib/time';
import { DEFAULT_SETTINGS } from '../settings';
import { insertStatement, type StatementInput, WALLET } from './ledger';

/**
 * Demo data: both brands' demo members (with every kind of history so each screen has
 * something to show), a second Thai member with a Thai-script KTB account name, an
 * inactive member, and players invited by the demo members. Ids are fixed so invite
 * links stay the same across resets. All seeded passwords are `demo1234`.
 */
export const SEED_IDS = {
  thaiDemo: '5eed00000000000000000001',
  laoDemo: '5eed00000000000000000002',
  thaiKtb: '5eed00000000000000000003',
  inactive: '5eed00000000000000000004',
} as const;

export const SEED_PHONES = {
  thaiDemo: BRAND_RULES.thai.demo.phone,
  laoDemo: BRAND_RULES.lao.demo.phone,
  thaiKtb: '0898765432',
  inactive: '0800000000',
} as const;

let counter = 0;
const seedId = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter.toString(16).padStart(24 - prefix.length, '0')}`;
};

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

export function seed(db: Database.Database, now = Date.now()): void {
  counter = 0;
  const passwordHash = hashPassword(DEMO_PASSWORD);
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
    currency: 'LAK',
    coin: 4,
    wallet: 98_000,
    invitePending: 3_000,
    refundPending: 2_500,
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
    activate(SEED_IDS.laoDemo, SEED_PHONES.laoDemo, code, amount);
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
        wallet: 10_000 * (index + 1),
        createdAt: day(80 - index * 5),
      });
      activate(id, phone, 'pg', 2_000);
      for (let k = 0; k < 3; k += 1) {
        db.prepare(
          'INSERT INTO invites (id, user_id, from_user_id, from_name, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          seedId('1e'),
          inviterId,
          id,
          name,
          500 + ((index * 7 + k * 13) % 10) * 575,
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
      percentFail: 5,
      amount: 10_000,
      text: 'New member bonus 100%',
    },
    {
      code: 'DAILY50',
      type: 'day',
      max: 1,
      percentFail: 10,
      amount: 5_000,
      text: 'Daily 50 baht bonus',
    },
    {
      code: 'DAY3X',
      type: 'day',
      max: 3,
      percentFail: 10,
      amount: 2_000,
      text: 'Up to 3 bonuses a day',
    },
    {
      code: 'WEEKLY200',
      type: 'week',
      max: 2,
      percentFail: 20,
      amount: 20_000,
      text: 'Weekly 200 baht bonus',
    },
    {
      code: 'RELOAD10',
      type: 'limit',
      max: 5,
      percentFail: 5,
      amount: 1_000,
      text: 'Reload 10% (5 times)',
    },
  ];
  bonuses.forEach((b, index) => {
    db.prepare(
      'INSERT INTO bonuses (code, type, max_received, percent_fail, amount, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(b.code, b.type, b.max, b.percentFail, b.amount, b.text, index);
    db.prepare('INSERT INTO bonus_banners (bonus_code, image, html) VALUES (?, ?, ?)').run(
      b.code,
      `/api/media/bonus/${b.code}.svg`,
      `<h3>${b.text}</h3><p>Turnover condition applies. Ends when the balance falls below ${b.percentFail} baht.</p>`,
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
      html: '<h3>Welcome 100</h3><p>Get <strong>100 baht</strong> free credit on your first promotion.</p><ul><li>Turnover x3</li><li>One per member</li></ul>',
    },
    {
      code: 'CASHBACK5',
      percentFail: 10,
      amount: 500,
      current: 1,
      html: "<h3>Cashback 5%</h3><p>5% of this week's losses back every Monday.</p>",
    },
    {
      code: 'VIP500',
      percentFail: 50,
      amount: 50_000,
      current: 0,
      html: '<h3>VIP 500</h3><p>For VIP members only.</p>',
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
  banner('invite', 1, "<h3>Invite friends</h3><p>Earn 10% of every friend's first deposit.</p>");
  banner(
    'invite',
    2,
    '<h3>More friends, more bonus</h3><p>No limit on how many friends you invite.</p>',
  );
  banner('refund', 1, '<h3>Refund 5%</h3><p>Get 5% of your losses back every week.</p>');
  banner('refund', 2, '<h3>Refund straight to your wallet</h3><p>No turnover needed.</p>');

  // ---------- per demo member history ----------
  for (const userId of [SEED_IDS.thaiDemo, SEED_IDS.laoDemo]) {
    seedHistory(db, userId, userId === SEED_IDS.laoDemo ? 'BCEL' : 'KBANK', now);
  }
  seedChat(db, SEED_IDS.thaiDemo, SEED_PHONES.thaiDemo, 'Somchai Demo', now);
  seedChat(db, SEED_IDS.laoDemo, SEED_PHONES.laoDemo, 'Khamphone Demo', now);
}

function seedHistory(db: Database.Database, userId: string, bank: string, now: number) {
  const hour = 3_600_000;
  type Template = [StatementType, MoneyStatus, string, string, number, Partial<StatementInput>?];
  const templates: Template[] = [
    ['deposit', 'SUCCESS', bank, WALLET, 50_000],
    ['transfer', 'SUCCESS', WALLET, 'pg', 20_000],
    ['bonus', 'SUCCESS', 'NEWMEMBER100', WALLET, 10_000, { bonus: 'New member bonus 100%' }],
    ['withdraw', 'SUCCESS', WALLET, bank, 30_000],
    ['deposit', 'FAILED', bank, WALLET, 10_000],
    ['bonus', 'SUCCESS', 'VIP500', WALLET, 50_000, { promotion: 'VIP 500 promotion' }],
    ['finish_bonus', 'SUCCESS', WALLET, 'NEWMEMBER100', 1_200, { bonus: 'New member bonus 100%' }],
    ['transfer', 'FAILED', 'betflix', WALLET, 5_000],
    ['bonus', 'SUCCESS', 'INVITE', WALLET, 4_500, { invite: 'Invite bonus from 3 friends' }],
    ['withdraw', 'FAILED', WALLET, bank, 20_000],
    ['bonus', 'SUCCESS', 'REFUND', WALLET, 2_350, { refund: 'Weekly refund 5%' }],
    ['deposit', 'PENDING', bank, WALLET, 15_000],
    ['bonus', 'SUCCESS', 'LUCKYDRAW', WALLET, 1_000, { luckydraw: 'Lucky wheel: 10 ฿' }],
    ['transfer', 'PENDING', WALLET, 'huayhd', 8_000],
    ['withdraw', 'PENDING', WALLET, bank, 25_000],
    ['finish_bonus', 'FAILED', WALLET, 'DAILY50', 0, { bonus: 'Daily 50 baht bonus' }],
    ['deposit', 'SUCCESS', 'TRUEWALLET', WALLET, 20_000],
    ['transfer', 'SUCCESS', 'pg', WALLET, 12_525],
    ['bonus', 'SUCCESS', 'DAILY50', WALLET, 5_000, { bonus: 'Daily 50 baht bonus' }],
    ['deposit', 'SUCCESS', bank, WALLET, 100_000],
    ['transfer', 'SUCCESS', WALLET, 'betflix', 50_000],
    ['bonus', 'FAILED', 'LUCKYDRAW', WALLET, 500, { luckydraw: 'Lucky wheel: 5 ฿' }],
    ['withdraw', 'SUCCESS', WALLET, bank, 100_000],
    ['deposit', 'SUCCESS', 'QR', WALLET, 30_000],
  ];
  // Oldest first, so the newest statement is the first template.
  templates
    .slice()
    .reverse()
    .forEach(([type, status, from, to, amount, links], i) => {
      insertStatement(db, {
        userId,
        type,
        status,
        from,
        to,
        amount,
        createdAt: now - (templates.length - i) * 26 * hour,
        ...links,
      });
    });

  // Slips: every status, every reason code.
  const slips: [MoneyStatus, string | null, boolean][] = [
    ['SUCCESS', null, true],
    ['PENDING', null, false],
    ['SUCCESS', null, false],
    ...SLIP_REASON_CODES.map((code, i): [MoneyStatus, string | null, boolean] => [
      'FAILED',
      code,
      i % 3 === 0,
    ]),
  ];
  slips.forEach(([status, note, hasLink], i) => {
    const reference = `${userId.slice(-2)}SL${String(1000 + i)}`;
    db.prepare(
      `INSERT INTO slips (id, user_id, amount, status, note, link, reference, created_at, settle_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    ).run(
      seedId('51'),
      userId,
      10_000 + i * 2_500,
      status,
      note,
      hasLink ? `/api/media/slips/${reference}.svg` : null,
      reference,
      now - (i + 1) * 20 * hour,
    );
  });

  // Refund history.
  for (let i = 0; i < 12; i += 1) {
    db.prepare('INSERT INTO refunds (id, user_id, amount, created_at) VALUES (?, ?, ?, ?)').run(
      seedId('4e'),
      userId,
      1_000 + ((i * 37) % 9) * 455,
      now - (i + 1) * 7 * DAY_MS,
    );
  }

  // Spin coupons (the claim table shows 3 a page).
  const prizes = SLICES.filter((slice) => slice.prize > 0);
  const count = userId === SEED_IDS.laoDemo ? 4 : 5;
  for (let i = 0; i < count; i += 1) {
    const slice = prizes[i % prizes.length];
    if (!slice) continue;
    db.prepare(
      `INSERT INTO coupons (id, user_id, slice_code, name, amount, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      seedId('c0'),
      userId,
      slice.code,
      slice.label,
      slice.prize,
      now - (i + 1) * DAY_MS,
      now + 30 * DAY_MS,
    );
  }
}

function seedChat(
  db: Database.Database,
  userId: string,
  username: string,
  name: string,
  now: number,
) {
  const room = `${CHAT_PREFIX}${userId}`;
  const lines: [string, string, number][] = [
    ['customer', 'Hello, how long does a deposit take?', 3 * DAY_MS + 60_000],
    ['admin', 'Hello! Deposits are credited within 1 minute.', 3 * DAY_MS],
    ['customer', 'Thank you', 3 * DAY_MS - 60_000],
  ];
  lines.forEach(([sender, text, ago], _i) => {
    db.prepare(
      `INSERT INTO chat_messages (id, room, sender, message, user_id, guest_id, username, name,
         device_token, session_id, created_at, read_at)
       VALUES (?, ?, ?, ?, ?, NULL, ?, ?, NULL, ?, ?, ?)`,
    ).run(
      seedId('ca'),
      room,
      sender,
      JSON.stringify({ message_type: 'text', payload: { message: text } }),
      userId,
      sender === 'customer' ? username : 'Support',
      sender === 'customer' ? name : 'Support',
      'seed-session-1',
      now - ago,
      now - ago,
    );
  });
}
