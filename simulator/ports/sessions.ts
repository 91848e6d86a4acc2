import type { SessionScope, Sessions, StoredSession } from '@healthcare-portal/rules/accounts/ports';
import { db } from '../db';

type Row = NonNullable<ReturnType<typeof db.session.findFirst>>;
const sessionOf = (row: Row): StoredSession => ({ ...row, scope: row.scope as SessionScope });
const whereId = (idHash: string) => ({ where: { idHash: { equals: idHash } } });

export const sessionsPort: Sessions = {
  create: async (session) => void db.session.create(session),
  find: async (idHash) => {
    const row = db.session.findFirst(whereId(idHash));
    return row ? sessionOf(row) : null;
  },
  touch: async (idHash, at) => void db.session.update({ ...whereId(idHash), data: { lastSeenAt: at } }),
  remove: async (idHash) => void db.session.delete(whereId(idHash)),
  ofUser: async (userId) =>
    db.session
      .findMany({ where: { userId: { equals: userId } } })
      .map(sessionOf)
      .sort((a, b) => b.createdAt - a.createdAt),
  removeOfUser: async (userId, scope) =>
    void db.session.deleteMany({ where: { userId: { equals: userId }, ...(scope ? { scope: { equals: scope } } : {}) } }),
  restrictOfUser: async (userId) => void db.session.updateMany({ where: { userId: { equals: userId } }, data: { scope: 'verify' } }),
  removeExpired: async (lastSeenBefore, createdBefore) => {
    for (const row of db.session.getAll()) {
      if (row.lastSeenAt < lastSeenBefore || row.createdAt < createdBefore) db.session.delete(whereId(row.idHash));
    }
  },
};
