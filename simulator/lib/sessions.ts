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

/** A fresh opaque id at every sign-in, verification and reset; only its hash is stored. */
export async function startSession(userId: string, scope: SessionScope, fixedId?: string): Promise<string> {
  const id = fixedId ?? randomToken(32);
  const at = nowMs();
  db.session.create({ idHash: await sha256(id), userId, scope, createdAt: at, lastSeenAt: at });
  return cookie(id, Math.floor(simulatorConfig.sessionAbsoluteMs / 1000));
}

export const clearedSessionCookie = () => cookie('', 0);

function expired(session: { createdAt: number; lastSeenAt: number }, at: number): boolean {
  return at - session.lastSeenAt > simulatorConfig.sessionIdleMs || at - session.createdAt > simulatorConfig.sessionAbsoluteMs;
}

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
