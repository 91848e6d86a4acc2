import type { AccountPolicy } from '@healthcare-portal/rules/accounts/policy';
import type { AccountPorts, Mailer } from '@healthcare-portal/rules/accounts/ports';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Db } from '../db/database.ts';
import { codesPort, resetLinksPort } from './codes.ts';
import { argon2Hasher, nodeRandom } from './hasher.ts';
import { rateEventsPort, signInFailuresPort } from './rate-events.ts';
import { sessionsPort } from './sessions.ts';
import { usersPort } from './users.ts';

/** The account rules' ports on PostgreSQL (Kysely), argon2id and node:crypto. */
export function accountPorts(deps: { db: Db; clock: Clock; mailer: Mailer; policy: AccountPolicy; appUrl: string }): AccountPorts {
  const { db } = deps;
  return {
    users: usersPort(db),
    codes: codesPort(db),
    resetLinks: resetLinksPort(db),
    signInFailures: signInFailuresPort(db),
    rateEvents: rateEventsPort(db),
    sessions: sessionsPort(db),
    mailer: deps.mailer,
    clock: deps.clock,
    hasher: argon2Hasher,
    random: nodeRandom,
    policy: deps.policy,
    appUrl: deps.appUrl,
  };
}
