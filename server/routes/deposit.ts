import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { isAmountOf, ruleSatang } from '../../src/domain/rules/currency';
import { type Satang, ZERO_SATANG } from '../../src/domain/rules/money';
import { memberRules, readSettings, type Sandbox } from '../context';
import { creditWallet, insertStatement, WALLET } from '../db/ledger';
import { requireMember } from '../lib/auth';
import { checkRoom } from '../lib/client-limits';
import { contractRoutes } from '../lib/contract-routes';
import { checkDepositLimit } from '../lib/deposit-limits';
import { ApiError } from '../lib/errors';
import { newId, randomRef } from '../lib/ids';
import { type Body, number, text } from '../lib/input';
import { MAX_SATANG, satangToBaht, textToSatang, toSatang } from '../lib/money';
import { OK } from '../lib/ok';
import { decryptLink, voucherOf } from '../lib/truelink';
import { IMAGE_RULE, saveUpload } from '../lib/upload';

export const SLIP_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Deposits into the main wallet (docs/api.md#deposit-qr-and-slips): `add` (credited at once in the
 * sandbox), slip upload (checked later, see lib/slips.ts) and the wallet-app link.
 */
export function depositRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;
  const amountOf = (body: Body): Satang => {
    const satang = toSatang(number(body, 'amount'));
    if (satang > MAX_SATANG) throw new ApiError('KEY_INVALID');
    return satang;
  };

  route('POST /api/wallet/add', async (request) => {
    const user = requireMember(sandbox, request);
    const satang = amountOf(request.body);
    // The deposit minimum of the member's currency (docs/product.md#amounts-per-currency).
    const rules = memberRules(sandbox, user);
    if (!isAmountOf(rules, satang)) throw new ApiError('KEY_INVALID');
    if (satang < ruleSatang(rules, rules.depositMin)) throw new ApiError('TRANSFER_MINIMUM');
    const now = sandbox.now();
    db.transaction(() => {
      // In the transaction: two deposits at once are counted one after the other.
      checkDepositLimit(sandbox, user.id, satang);
      creditWallet(db, user.id, satang);
      insertStatement(db, {
        userId: user.id,
        type: 'deposit',
        status: 'SUCCESS',
        from: user.bank_code,
        to: WALLET,
        amount: satang,
        createdAt: now,
      });
    })();
    return OK;
  });

  route('POST /api/wallet/slip', async (request) => {
    const user = requireMember(sandbox, request);
    if (!readSettings(db).slipOpen) throw new ApiError('SLIP_UPLOAD_FAIL');
    // Slips per member per hour (docs/api.md#slip-upload): refused before the body is read.
    const slipKey = `slips:${user.id}`;
    const { slipsPerMember } = sandbox.clientLimits;
    checkRoom(sandbox, slipKey, slipsPerMember, 'UPLOAD_LIMIT');
    const upload = await saveUpload(sandbox, request, {
      folder: 'slips',
      maxBytes: SLIP_MAX_BYTES,
      ...IMAGE_RULE,
      missing: 'SLIP_NO_FILE',
      invalid: 'SLIP_INVALID_FILE',
      tooLarge: 'SLIP_INVALID_FILE',
      mismatch: 'FILE_CONTENT_INVALID',
      identity: `member:${user.id}`,
    });
    let satang = ZERO_SATANG;
    try {
      const raw = upload.fields.amount?.trim();
      if (raw) {
        // A decimal as the player typed it (docs/api.md#slip-upload), never Number(): 0x10 is not 16.
        const parsed = textToSatang(raw);
        if (parsed === null || !isAmountOf(memberRules(sandbox, user), parsed)) {
          throw new ApiError('KEY_INVALID');
        }
        satang = parsed;
      }
    } catch (error) {
      await rm(upload.file, { force: true });
      throw error;
    }
    const now = sandbox.now();
    try {
      // The slip's stated amount counts from the upload (lib/deposit-limits.ts); a refused
      // slip is not kept.
      checkDepositLimit(sandbox, user.id, satang);
    } catch (error) {
      await rm(upload.file, { force: true });
      throw error;
    }
    db.transaction(() => {
      const statementId = insertStatement(db, {
        userId: user.id,
        type: 'deposit',
        status: 'PENDING',
        from: 'SLIP',
        to: WALLET,
        amount: satang,
        createdAt: now,
      });
      db.prepare(
        `INSERT INTO slips (id, user_id, amount, status, note, link, reference, file, file_hash,
           statement_id, created_at, settle_at)
         VALUES (?, ?, ?, 'PENDING', NULL, NULL, ?, ?, ?, ?, ?, ?)`,
      ).run(
        newId(),
        user.id,
        satang,
        `SL${randomRef(10)}`,
        upload.url,
        upload.sha256,
        statementId,
        now,
        now + sandbox.slipSettleMs,
      );
    })();
    sandbox.counters.add(slipKey, 1, slipsPerMember.windowMs);
    sandbox.log(`slip from ${user.username}: ${satangToBaht(satang)} (${upload.size} bytes)`);
    return OK;
  });

  route('POST /api/wallet/truelink', async (request) => {
    const user = requireMember(sandbox, request);
    const encrypted = text(request.body, 'link', { max: 2048 });
    const link = decryptLink(encrypted);
    const { voucher, satang } = voucherOf(link);
    const key = createHash('sha256').update(voucher).digest('hex');
    const now = sandbox.now();
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM truelinks WHERE link_hash = ?').get(key)) {
        throw new ApiError('TRUELINK_DUPLICATE');
      }
      // Before the voucher is recorded: a refused voucher stays usable.
      checkDepositLimit(sandbox, user.id, satang);
      db.prepare(
        'INSERT INTO truelinks (link_hash, user_id, amount, created_at) VALUES (?, ?, ?, ?)',
      ).run(key, user.id, satang, now);
      creditWallet(db, user.id, satang);
      insertStatement(db, {
        userId: user.id,
        type: 'deposit',
        status: 'SUCCESS',
        from: 'TRUEWALLET',
        to: WALLET,
        amount: satang,
        createdAt: now,
      });
    })();
    return OK;
  });
}
