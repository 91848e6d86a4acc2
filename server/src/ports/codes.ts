import type { Codes, ResetLinks } from '@healthcare-portal/rules/accounts/ports';
import type { Db } from '../db/database.ts';

const ms = (at: Date | string) => new Date(at).getTime();

export function codesPort(db: Db): Codes {
  return {
    find: async (userId) => {
      const row = await db.selectFrom('verification_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? { codeHash: row.code_hash, expiresAt: ms(row.expires_at), attemptsLeft: row.attempts_left } : null;
    },
    put: async (userId, code) => {
      const values = { user_id: userId, code_hash: code.codeHash, expires_at: new Date(code.expiresAt), attempts_left: code.attemptsLeft };
      await db
        .insertInto('verification_codes')
        .values(values)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
    setAttemptsLeft: async (userId, attemptsLeft) => {
      await db.updateTable('verification_codes').set({ attempts_left: attemptsLeft }).where('user_id', '=', userId).execute();
    },
    remove: async (userId) => {
      await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
    },
  };
}

export function resetLinksPort(db: Db): ResetLinks {
  return {
    put: async (userId, link) => {
      const values = { user_id: userId, token_hash: link.tokenHash, expires_at: new Date(link.expiresAt) };
      await db
        .insertInto('reset_tokens')
        .values(values)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
    find: async (tokenHash) => {
      const row = await db.selectFrom('reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? { userId: row.user_id, expiresAt: ms(row.expires_at) } : null;
    },
    removeFor: async (userId) => {
      await db.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
    },
  };
}
