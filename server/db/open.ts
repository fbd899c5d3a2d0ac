import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { BrandData } from '../../brands/types';
import { SCHEMA, SCHEMA_VERSION } from './schema';
import { seed } from './seed';

/**
 * Opens (creating if needed) the sandbox database of `brand`. A new file, or one written by
 * an older schema, is created afresh and seeded; `:memory:` gives a seeded private copy.
 */
export function openDatabase(path: string, brand: BrandData): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true });
  if (version !== SCHEMA_VERSION) resetDatabase(db, brand);
  return db;
}

/** Drops every table, recreates the schema and seeds it from `brand`, in one transaction. */
export function resetDatabase(db: Database.Database, brand: BrandData): void {
  db.transaction(() => {
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all();
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
    db.exec(SCHEMA);
    seed(db, brand);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}
