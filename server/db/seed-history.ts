import type Database from 'better-sqlite3';
import { SLIP_REASON_CODES } from '../../src/api/error-codes';
import type { MoneyStatus, StatementType } from '../../src/api/types';
import { satangCount } from '../../src/domain/rules/money';
import { CHAT_PREFIX } from '../chat/constants';
import { SLICES } from '../fixtures/spin';
import { DAY_MS } from '../lib/time';
import { insertStatement, type StatementInput, WALLET } from './ledger';
import { seedId } from './seed-ids';

/**
 * A demo member's history: statements, slips, refunds, coupons and a chat. `scale` turns the
 * baht amounts below into the member's currency (500 for a kip member: whole kip).
 */
export function seedHistory(
  db: Database.Database,
  userId: string,
  bank: string,
  now: number,
  scale = 1,
) {
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
        amount: satangCount(amount * scale),
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
      (10_000 + i * 2_500) * scale,
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
      (1_000 + ((i * 37) % 9) * 455) * scale,
      now - (i + 1) * 7 * DAY_MS,
    );
  }

  // Spin coupons (the claim table shows 3 a page).
  const prizes = SLICES.filter((slice) => slice.prize > 0);
  for (let i = 0; i < 5; i += 1) {
    const slice = prizes[i % prizes.length];
    if (!slice) continue;
    db.prepare(
      `INSERT INTO coupons (id, user_id, slice_code, name, amount, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      seedId('c0'),
      userId,
      slice.code,
      slice.label.en,
      slice.prize,
      now - (i + 1) * DAY_MS,
      now + 30 * DAY_MS,
    );
  }
}

export function seedChat(
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
