import { db, type UserRecord } from '../db';
import { nowMs } from './clock';
import { simulatorConfig } from './config';
import { randomToken, sha256 } from './crypto';
import { HttpError } from './respond';

export type SessionScope = 'full' | 'verify';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function cookie(value: string, maxAgeSeconds: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${simulatorConfig.sessionCookie}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

function expired(session: { createdAt: number; lastSeenAt: number }, at: number): boolean {
  return at - session.lastSeenAt > simulatorConfig.sessionIdleMs || at - session.createdAt > simulatorConfig.sessionAbsoluteMs;
}

/** Expired sessions go at every new sign-in, and one account keeps at most maxSessionsPerUser (the oldest go). */
function trimSessions(userId: string, at: number): void {
  for (const session of db.session.getAll()) {
    if (expired(session, at)) db.session.delete({ where: { idHash: { equals: session.idHash } } });
  }
  const own = db.session.findMany({ where: { userId: { equals: userId } } }).sort((a, b) => a.createdAt - b.createdAt);
  for (const session of own.slice(0, Math.max(0, own.length - simulatorConfig.maxSessionsPerUser + 1))) {
    db.session.delete({ where: { idHash: { equals: session.idHash } } });
  }
}

/**
 * A fresh opaque id at every sign-in, verification and reset; only its hash is stored. A new restricted
 * (verify-only) session ends the account's older restricted ones: only the newest may verify or change the e-mail.
 */
export async function startSession(userId: string, scope: SessionScope, fixedId?: string): Promise<string> {
  const id = fixedId ?? randomToken(32);
  const at = nowMs();
  trimSessions(userId, at);
  if (scope === 'verify') endRestrictedSessions(userId);
  db.session.create({ idHash: await sha256(id), userId, scope, createdAt: at, lastSeenAt: at });
  return cookie(id, Math.floor(simulatorConfig.sessionAbsoluteMs / 1000));
}

/** Verification ends every restricted session of the account (a verify-only cookie never outlives it). */
export function endRestrictedSessions(userId: string): void {
  db.session.deleteMany({ where: { userId: { equals: userId }, scope: { equals: 'verify' } } });
}

/** An account whose e-mail becomes unverified keeps its sessions, restricted to verify, resend and change-email. */
export function restrictSessions(userId: string): void {
  db.session.updateMany({ where: { userId: { equals: userId } }, data: { scope: 'verify' } });
}

export const clearedSessionCookie = () => cookie('', 0);

async function findSession(cookies: Record<string, string>) {
  const id = cookies[simulatorConfig.sessionCookie];
  if (!id) return null;
  const idHash = await sha256(id);
  const session = db.session.findFirst({ where: { idHash: { equals: idHash } } });
  if (!session) return null;
  const at = nowMs();
  if (expired(session, at)) {
    db.session.delete({ where: { idHash: { equals: idHash } } });
    return null;
  }
  db.session.update({ where: { idHash: { equals: idHash } }, data: { lastSeenAt: at } });
  return session;
}

/** The signed-in user; a restricted (verify-only) session counts only where `allowVerifyScope` says so. */
export async function requireUser(
  cookies: Record<string, string>,
  options: { allowVerifyScope?: boolean } = {},
): Promise<{ user: UserRecord; scope: SessionScope }> {
  const session = await findSession(cookies);
  const user = session && db.user.findFirst({ where: { id: { equals: session.userId } } });
  if (!session || !user) throw new HttpError(401, SESSION_EXPIRED);
  if (session.scope !== 'full' && !options.allowVerifyScope) throw new HttpError(401, SESSION_EXPIRED);
  return { user, scope: session.scope as SessionScope };
}

export async function endSession(cookies: Record<string, string>): Promise<void> {
  const id = cookies[simulatorConfig.sessionCookie];
  if (id) db.session.delete({ where: { idHash: { equals: await sha256(id) } } });
}

export function endAllSessions(userId: string): void {
  db.session.deleteMany({ where: { userId: { equals: userId } } });
}
