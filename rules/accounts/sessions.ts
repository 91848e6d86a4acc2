import { Refusal } from '../refusal.ts';
import { SESSION_EXPIRED } from './messages.ts';
import type { AccountPorts, SessionScope, StoredSession, UserRecord } from './ports.ts';

/** Who is asking: the account, and whether the session is full or verify-only. */
export type SignedIn = { user: UserRecord; scope: SessionScope };

type Ports = Pick<AccountPorts, 'sessions' | 'users' | 'clock' | 'hasher' | 'random' | 'policy'>;

const isExpired = ({ policy }: Ports, session: StoredSession, at: number) =>
  at - session.lastSeenAt > policy.sessionIdleMs || at - session.createdAt > policy.sessionAbsoluteMs;

/** Drops sessions past their idle or absolute limit (at every sign-in, and now and then on a server). */
export async function sweepSessions(ports: Ports): Promise<void> {
  const at = ports.clock.now();
  await ports.sessions.removeExpired(at - ports.policy.sessionIdleMs, at - ports.policy.sessionAbsoluteMs);
}

/**
 * A fresh session at every sign-in, verification and reset (docs/security.md): an opaque random id, stored as its
 * digest; returns the id for the cookie. A new verify-only session ends the account's older ones (only the newest may
 * verify or change the address), and an account keeps at most sessionsPerUser sessions (the oldest go).
 */
export async function startSession(ports: Ports, userId: string, scope: SessionScope, fixedId?: string): Promise<string> {
  const { sessions, clock, hasher, random, policy } = ports;
  const id = fixedId ?? random.token(32);
  const at = clock.now();
  await sweepSessions(ports);
  if (scope === 'verify') await sessions.removeOfUser(userId, 'verify');
  const older = (await sessions.ofUser(userId)).slice(Math.max(0, policy.sessionsPerUser - 1));
  for (const session of older) await sessions.remove(session.idHash);
  await sessions.create({ idHash: await hasher.digest(id), userId, scope, createdAt: at, lastSeenAt: at });
  return id;
}

/**
 * The session of a cookie value (401 without one that is alive); using it keeps it alive. A verify-only session
 * counts only where `allowVerifyScope` says so, and a session of an account whose address is unverified is verify-only.
 */
export async function currentSession(
  ports: Ports,
  id: string | undefined,
  options: { allowVerifyScope?: boolean } = {},
): Promise<SignedIn> {
  const { sessions, users, clock, hasher } = ports;
  const refused = new Refusal(401, SESSION_EXPIRED);
  if (!id) throw refused;
  const idHash = await hasher.digest(id);
  const session = await sessions.find(idHash);
  if (!session) throw refused;
  const at = clock.now();
  if (isExpired(ports, session, at)) {
    await sessions.remove(idHash);
    throw refused;
  }
  const user = await users.byId(session.userId);
  if (!user) throw refused;
  await sessions.touch(idHash, at);
  const scope: SessionScope = user.isEmailVerified ? session.scope : 'verify';
  if (scope !== 'full' && !options.allowVerifyScope) throw refused;
  return { user, scope };
}

export async function endSession(ports: Pick<AccountPorts, 'sessions' | 'hasher'>, id: string | undefined): Promise<void> {
  if (id) await ports.sessions.remove(await ports.hasher.digest(id));
}
