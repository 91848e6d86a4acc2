import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database.ts';

// One advisory lock for every node's migrations.
const MIGRATION_LOCK = 4242001;

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../migrations');

/**
 * The statements of one migration file. Statements end with `;` at the end of a line (no dollar-quoted bodies),
 * because the embedded driver runs one statement per query.
 */
export function statementsOf(text: string): string[] {
  const withoutComments = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  return withoutComments
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** Applies server/migrations/*.sql in name order, each once and in its own transaction; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the same lock as each migration: two nodes creating the table at once collide even with IF NOT EXISTS.
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      trx,
    );
  });
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const done = await db.transaction().execute(async (trx) => {
      // Two server nodes starting together apply each migration once.
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const existing = await sql<{ name: string }>`SELECT name FROM schema_migrations WHERE name = ${name}`.execute(trx);
      if (existing.rows.length > 0) return false;
      for (const statement of statementsOf(readFileSync(resolve(dir, name), 'utf8'))) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(trx);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
