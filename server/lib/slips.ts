import type { Sandbox } from '../context';
import { creditWallet } from '../db/ledger';
import type { SlipRow } from '../db/rows';

/**
 * Slip checks settle lazily: an uploaded slip reads as in progress (PENDING) for
 * `slipSettleMs`, then as SUCCESS (the amount is credited to the wallet and its deposit
 * statement turns SUCCESS) or FAILED with a reason code, decided deterministically:
 * - no amount given: FAILED `INVALID_SLIP`;
 * - the same image (SHA-256) was uploaded before: FAILED `SLIP_REFNO_DUPLICATED`;
 * - otherwise SUCCESS.
 * Seeded slips without `settle_at` stay as they are. Time is the sandbox's clock
 * (`sandbox.now`), so a test moves it instead of waiting.
 */
export function settleSlips(sandbox: Sandbox, userId: string): void {
  const { db } = sandbox;
  const due = db
    .prepare<[string, number], SlipRow>(
      `SELECT * FROM slips WHERE user_id = ? AND status = 'PENDING'
         AND settle_at IS NOT NULL AND settle_at <= ? ORDER BY created_at, rowid`,
    )
    .all(userId, sandbox.now());
  for (const slip of due) {
    db.transaction(() => {
      const duplicate =
        slip.file_hash !== null &&
        db
          .prepare(
            `SELECT 1 FROM slips WHERE file_hash = ? AND id != ?
               AND (created_at < ? OR (created_at = ? AND rowid < (SELECT rowid FROM slips WHERE id = ?)))`,
          )
          .get(slip.file_hash, slip.id, slip.created_at, slip.created_at, slip.id) !== undefined;
      const note = slip.amount <= 0 ? 'INVALID_SLIP' : duplicate ? 'SLIP_REFNO_DUPLICATED' : null;
      const status = note ? 'FAILED' : 'SUCCESS';
      const changed = db
        .prepare("UPDATE slips SET status = ?, note = ? WHERE id = ? AND status = 'PENDING'")
        .run(status, note, slip.id).changes;
      if (changed !== 1) return;
      if (slip.statement_id) {
        db.prepare('UPDATE statements SET status = ? WHERE id = ?').run(status, slip.statement_id);
      }
      if (status === 'SUCCESS') creditWallet(db, userId, slip.amount);
    })();
  }
}
