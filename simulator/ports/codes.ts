import type { Codes, ResetLinks } from '@healthcare-portal/rules/accounts/ports';
import { db } from '../db';

const whereUser = (userId: string) => ({ where: { userId: { equals: userId } } });

export const codesPort: Codes = {
  find: async (userId) => {
    const code = db.verificationCode.findFirst(whereUser(userId));
    return code ? { codeHash: code.codeHash, expiresAt: code.expiresAt, attemptsLeft: code.attemptsLeft } : null;
  },
  put: async (userId, code) => {
    db.verificationCode.delete(whereUser(userId));
    db.verificationCode.create({ userId, ...code });
  },
  setAttemptsLeft: async (userId, attemptsLeft) => {
    db.verificationCode.update({ ...whereUser(userId), data: { attemptsLeft } });
  },
  remove: async (userId) => {
    db.verificationCode.delete(whereUser(userId));
  },
};

export const resetLinksPort: ResetLinks = {
  put: async (userId, link) => {
    db.resetToken.delete(whereUser(userId));
    db.resetToken.create({ userId, ...link });
  },
  find: async (tokenHash) => {
    const link = db.resetToken.findFirst({ where: { tokenHash: { equals: tokenHash } } });
    return link ? { userId: link.userId, expiresAt: link.expiresAt } : null;
  },
  removeFor: async (userId) => {
    db.resetToken.delete(whereUser(userId));
  },
};
