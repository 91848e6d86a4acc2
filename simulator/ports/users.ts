import type { UserChanges, Users } from '@healthcare-portal/rules/accounts/ports';
import { db, type UserRecord as StoredUser } from '../db';

const userOf = ({ createdAt: _createdAt, ...user }: StoredUser) => user;
const byId = (id: string) => db.user.findFirst({ where: { id: { equals: id } } });

export const usersPort: Users = {
  byId: async (id) => {
    const user = byId(id);
    return user ? userOf(user) : null;
  },
  byEmail: async (email) => {
    const user = db.user.findFirst({ where: { email: { equals: email } } });
    return user ? userOf(user) : null;
  },
  create: async (user) => userOf(db.user.create(user)),
  update: async (id, changes: UserChanges) => {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const user = Object.keys(defined).length === 0 ? byId(id) : db.user.update({ where: { id: { equals: id } }, data: defined });
    return user ? userOf(user) : null;
  },
};
