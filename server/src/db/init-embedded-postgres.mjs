// node server/src/db/init-embedded-postgres.mjs <folder>: creates the embedded database's cluster (initdb) in <folder>
// and ends, taking the memory initdb needs with it. embedded-postgres.ts runs it on a server's first start; plain
// JavaScript, so it starts the same under tsx, Vitest or a bundle.
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: init-embedded-postgres.mjs <folder>');
const database = await PGlite.create(folder);
await database.close();
