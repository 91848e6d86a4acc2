import type { Clock } from '@healthcare-portal/rules/clock';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { randomToken, sha256 } from './crypto.ts';

/** A new single-use reset token for the account (32 random bytes, stored hashed, valid 30 minutes); it voids the old. */
export async function newResetToken(deps: { db: Db; clock: Clock; config: Config }, userId: string): Promise<string> {
  const token = randomToken(32);
  const values = { user_id: userId, token_hash: sha256(token), expires_at: new Date(deps.clock.now() + deps.config.resetTokenValidMs) };
  await deps.db
    .insertInto('reset_tokens')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return token;
}
