import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PACT_SESSIONS, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { SESSION_COOKIE_NAME } from '@healthcare-portal/contracts/session-cookie';
import { startSession } from '@healthcare-portal/rules/accounts/sessions';
import { buildApp } from '../app.ts';
import { systemClock } from '@healthcare-portal/rules/clock';
import { testConfig, type Config } from '../config.ts';
import { openStore } from '../db/open-store.ts';
import { createMailer } from '../mail/mailer.ts';
import { seedDemoAccounts } from '../seed/demo-accounts.ts';
import type { FileStorage } from '../storage/storage.ts';

export type TestApp = { app: FastifyInstance; dataDir: string; close: () => Promise<void> };

/**
 * The whole server over an in-memory PGlite and a temporary data folder, with the demo accounts signed in; `storage`
 * wraps or replaces the file store in that folder (DATA_DIR/files by default).
 */
export async function documentsTestApp(
  overrides: Partial<Config> = {},
  options: { storage?: (dataDir: string) => FileStorage } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hcp-server-'));
  const config = testConfig({ dataDir, ...overrides });
  const store = await openStore({ memory: true }, config);
  const { db, queue } = store;
  await seedDemoAccounts(db);
  const storage = options.storage?.(dataDir);
  const app = await buildApp({ config, db, queue, mailer: createMailer(config, db, systemClock), clock: systemClock, storage });
  await app.ready();
  for (const who of ['clinical', 'admin', 'staff'] as const)
    await startSession(app.ctx.accounts, PACT_USERS[who].id, 'full', PACT_SESSIONS[who]);
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header of a signed-in demo account. */
export const cookieOf = (who: keyof typeof PACT_SESSIONS) => `${SESSION_COOKIE_NAME}=${PACT_SESSIONS[who]}`;
