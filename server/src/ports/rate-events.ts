import type { RateEvents, SignInFailures } from '@healthcare-portal/rules/accounts/ports';
import type { Db } from '../db/database.ts';

/** Events in the database, so every API node counts the same: send clocks, mail counts, wrong codes, failed sign-ins. */
export function rateEventsPort(db: Db): RateEvents {
  return {
    timesAfter: async (bucket, since) => {
      const rows = await db
        .selectFrom('rate_events')
        .select('at')
        .where('bucket', '=', bucket)
        .where('at', '>', new Date(since))
        .orderBy('at', 'asc')
        .execute();
      return rows.map((row) => new Date(row.at).getTime());
    },
    record: async (bucket, at) => {
      await db
        .insertInto('rate_events')
        .values({ bucket, at: new Date(at) })
        .execute();
    },
  };
}

/** Drops events older than the longest window in use. */
export async function trimRateEvents(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_events').where('at', '<', new Date(before)).execute();
}

/** Failed sign-ins by address, known account or not (login_failures). */
export function signInFailuresPort(db: Db): SignInFailures {
  return {
    find: async (email) => {
      const row = await db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
      return row ? { failures: row.failures, lockedUntil: row.locked_until ? new Date(row.locked_until).getTime() : 0 } : null;
    },
    put: async (email, failure) => {
      const values = { email, failures: failure.failures, locked_until: failure.lockedUntil ? new Date(failure.lockedUntil) : null };
      await db
        .insertInto('login_failures')
        .values(values)
        .onConflict((oc) => oc.column('email').doUpdateSet(values))
        .execute();
    },
    clear: async (email) => {
      await db.deleteFrom('login_failures').where('email', '=', email).execute();
    },
  };
}
