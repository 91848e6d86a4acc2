import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { SESSION_COOKIE_NAME } from '@healthcare-portal/contracts/session-cookie';
import { movableClock } from '@healthcare-portal/rules/clock';
import { type Config, testConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openStore, type Store } from '../db/open-store.ts';
import { outboxMailer } from '../mail/mailer.ts';
import { seedDemoAccounts } from '../seed/demo-accounts.ts';

/** A clock tests move by hand, standing still until they do. */
export function manualClock(start = Date.parse('2026-11-23T12:00:00Z')) {
  const clock = movableClock();
  clock.stopAt(start);
  return clock;
}

export type TestApp = { app: FastifyInstance; db: Db; store: Store; clock: ReturnType<typeof manualClock>; config: Config };

/** The server over an in-memory PGlite, migrated and seeded with the demo accounts, with a manual clock. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: { providerStatesSecret?: string; logTo?: (line: string) => void } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const clock = manualClock();
  const store = await openStore({ memory: true }, config);
  const { db, queue } = store;
  await seedDemoAccounts(db);
  const { logTo, ...rest } = options;
  const logStream = logTo ? { write: (line: string) => logTo(line) } : undefined;
  const app = await buildApp({ config, db, queue, clock, mailer: outboxMailer(db, clock), logStream, ...rest });
  return { app, db, store, clock, config };
}

export async function stopTestApp({ app, store }: TestApp): Promise<void> {
  await app.close();
  await store.close();
}

/** The session cookie's value from a Set-Cookie answer. */
export function sessionCookieOf(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  const match = all.map((one) => new RegExp(`${SESSION_COOKIE_NAME}=([^;]*)`).exec(String(one))).find(Boolean);
  return match?.[1];
}

export const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
