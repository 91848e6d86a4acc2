import type { Sessions, StoredSession } from '@healthcare-portal/rules/accounts/ports';
import type { Db } from '../db/database.ts';
import type { SessionsTable } from '../db/schema.ts';

const sessionOf = (row: {
  id_hash: string;
  user_id: string;
  scope: SessionsTable['scope'];
  created_at: Date;
  last_seen_at: Date;
}): StoredSession => ({
  idHash: row.id_hash,
  userId: row.user_id,
  scope: row.scope,
  createdAt: new Date(row.created_at).getTime(),
  lastSeenAt: new Date(row.last_seen_at).getTime(),
});

/** Server-side sessions (docs/spec/server-rules.md#sessions): only the id's digest is stored. */
export function sessionsPort(db: Db): Sessions {
  return {
    create: async (session) => {
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          user_id: session.userId,
          scope: session.scope,
          created_at: new Date(session.createdAt),
          last_seen_at: new Date(session.lastSeenAt),
        })
        .execute();
    },
    find: async (idHash) => {
      const row = await db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
      return row ? sessionOf(row) : null;
    },
    touch: async (idHash, at) => {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(at) })
        .where('id_hash', '=', idHash)
        .execute();
    },
    remove: async (idHash) => {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    ofUser: async (userId) =>
      (await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute()).map(sessionOf),
    removeOfUser: async (userId, scope) => {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (scope) query = query.where('scope', '=', scope);
      await query.execute();
    },
    restrictOfUser: async (userId) => {
      await db.updateTable('sessions').set({ scope: 'verify' }).where('user_id', '=', userId).execute();
    },
    removeExpired: async (lastSeenBefore, createdBefore) => {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', new Date(lastSeenBefore)), eb('created_at', '<', new Date(createdBefore))]))
        .execute();
    },
  };
}
