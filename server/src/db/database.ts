import { resolve } from 'node:path';
import { CompiledQuery, type Dialect, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { openEmbeddedPostgres, startPglite } from './embedded-postgres.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Raw SQL as the job queue (pg-boss) sends it: scripts of several statements come without parameters. */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DatabaseHandles = { db: Db; rawSql: RawSql };

type OpenOptions = { databaseUrl?: string; dataDir?: string; memory?: boolean };

/** Where the embedded database keeps its files, inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => resolve(dataDir, 'pglite');

/**
 * Kysely over a real PostgreSQL when DATABASE_URL is set, else over PGlite (Postgres in-process) with its data in
 * DATA_DIR/pglite, so `npm run server` needs nothing installed. `memory: true` (tests only) keeps PGlite in memory.
 * `rawSql` reaches the same database for the job queue, in turn with Kysely's own queries.
 */
export async function openDatabaseHandles(options: OpenOptions): Promise<DatabaseHandles> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection cut by a database restart must not end the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, rawSql: (text, values = []) => pool.query(text, values) };
  }
  const client = options.memory ? await startPglite(null) : await openEmbeddedPostgres(pgliteFolder(options.dataDir ?? '.server-data'));
  // The dialect is typed against the root's copy of Kysely; the server's copy is the same API.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) as unknown as Dialect });
  const rawSql: RawSql = (text, values = []) =>
    // PGlite has one connection: holding Kysely's keeps the two from interleaving inside a transaction.
    db.connection().execute(async (connection) => {
      if (values.length > 0) return connection.executeQuery(CompiledQuery.raw(text, values));
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    });
  return { db, rawSql };
}

/** The database alone, for programs that run no jobs (the command-line tools, tests). */
export async function openDatabase(options: OpenOptions): Promise<Db> {
  return (await openDatabaseHandles(options)).db;
}
