import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Where the embedded database keeps its files, inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => resolve(dataDir, 'pglite');

/**
 * Kysely over a real PostgreSQL when DATABASE_URL is set, else over PGlite (Postgres in-process) with its data in
 * DATA_DIR/pglite, so `npm run server` needs nothing installed. `memory: true` (tests only) keeps PGlite in memory.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; memory?: boolean }): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let client: PGlite;
  if (options.memory) client = await PGlite.create();
  else {
    const folder = pgliteFolder(options.dataDir ?? '.server-data');
    mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder);
  }
  // The dialect is typed against the root's copy of Kysely; the server's copy is the same API.
  return new Kysely<Database>({ dialect: new PGliteDialect(client) as unknown as Dialect });
}
