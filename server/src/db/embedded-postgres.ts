import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's defaults plus a smaller shared buffer pool: PostgreSQL's 128 MB, in WebAssembly memory that never shrinks,
 * cost the embedded server about 100 MB at rest; 32 MB holds a clinic's working set (bench/README.md, 'Memory').
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** PGlite over a folder of its own, in this process (PostgreSQL's files in `folder`), or in memory when `folder` is null. */
export const startPglite = (folder: string | null): Promise<PGlite> =>
  folder === null ? PGlite.create({ startParams: START_PARAMS }) : PGlite.create(folder, { startParams: START_PARAMS });

const INIT_SCRIPT = join(import.meta.dirname, 'init-embedded-postgres.mjs');

/**
 * The embedded database in DATA_DIR/pglite, created first (initdb) in a short-lived child process when the folder is
 * new: creating a cluster takes PGlite to about 650 MB of WebAssembly memory, which a process keeps until it ends, so
 * the server itself only ever opens an existing one (about 250 MB less at rest on a first start).
 */
export async function openEmbeddedPostgres(folder: string): Promise<PGlite> {
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    mkdirSync(folder, { recursive: true });
    const init = spawnSync(process.execPath, [INIT_SCRIPT, folder], { stdio: 'inherit' });
    if (init.status !== 0) throw new Error(`Creating the embedded database in ${folder} failed.`);
  }
  return startPglite(folder);
}
