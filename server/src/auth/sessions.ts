import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock, Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { SessionScope, UserRow } from '../db/schema.ts';
import { HttpError, SESSION_EXPIRED } from '../http/envelope.ts';
import { randomToken, sha256 } from './crypto.ts';

export type SignedIn = { user: UserRow; scope: SessionScope; idHash: string };

/**
 * Server-side sessions (docs/spec/server-rules.md#sessions): an opaque random id in an httpOnly, SameSite=Lax cookie (Secure
 * over HTTPS), stored as its hash; 15 minutes idle and 12 hours absolute (configurable). A 'verify' session allows
 * only verify, resend and change-email; a newer one ends the older, verification ends them all.
 */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
  ) {}

  /** A fresh id at every sign-in, verification and reset; returns the id for the cookie. */
  async start(userId: string, scope: SessionScope, fixedId?: string): Promise<string> {
    const id = fixedId ?? randomToken(32);
    const at = new Date(this.clock.now());
    if (scope === 'verify') await this.endAll(userId, 'verify');
    await this.keepNewest(userId, this.config.sessionsPerUser - 1);
    await this.db
      .insertInto('sessions')
      .values({ id_hash: sha256(id), user_id: userId, scope, created_at: at, last_seen_at: at })
      .execute();
    return id;
  }

  /** One account keeps at most `count` sessions besides the one being started: the oldest go. */
  private async keepNewest(userId: string, count: number): Promise<void> {
    const own = await this.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    const old = own.slice(Math.max(0, count)).map((row) => row.id_hash);
    if (old.length > 0) await this.db.deleteFrom('sessions').where('id_hash', 'in', old).execute();
  }

  /** An account whose e-mail becomes unverified keeps its sessions, restricted to verify, resend and change-email. */
  async restrictAll(userId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ scope: 'verify' }).where('user_id', '=', userId).execute();
  }

  private expired(session: { created_at: Date; last_seen_at: Date }, at: number): boolean {
    return (
      at - new Date(session.last_seen_at).getTime() > this.config.sessionIdleMs ||
      at - new Date(session.created_at).getTime() > this.config.sessionAbsoluteMs
    );
  }

  /** The session of a cookie value with its user, or null; touching it keeps it alive. */
  async find(id: string | undefined): Promise<SignedIn | null> {
    if (!id) return null;
    const idHash = sha256(id);
    const session = await this.db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    if (!session) return null;
    const at = this.clock.now();
    if (this.expired(session, at)) {
      await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      return null;
    }
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
    if (!user) return null;
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(at) })
      .where('id_hash', '=', idHash)
      .execute();
    // A full session whose address became unverified is restricted at once.
    const scope: SessionScope = user.is_email_verified ? session.scope : 'verify';
    return { user, scope, idHash };
  }

  async end(id: string | undefined): Promise<void> {
    if (id) await this.db.deleteFrom('sessions').where('id_hash', '=', sha256(id)).execute();
  }

  async endAll(userId: string, scope?: SessionScope): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (scope) query = query.where('scope', '=', scope);
    await query.execute();
  }

  /** Drops sessions past their idle or absolute limit. */
  async trim(): Promise<void> {
    const at = this.clock.now();
    await this.db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('last_seen_at', '<', new Date(at - this.config.sessionIdleMs)),
          eb('created_at', '<', new Date(at - this.config.sessionAbsoluteMs)),
        ]),
      )
      .execute();
  }

  cookieId(request: FastifyRequest): string | undefined {
    return request.cookies[this.config.sessionCookie] || undefined;
  }

  setCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
    void reply.setCookie(this.config.sessionCookie, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: Math.floor(this.config.sessionAbsoluteMs / 1000),
    });
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    void reply.setCookie(this.config.sessionCookie, '', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 0,
    });
  }

  /** The signed-in user; a restricted (verify-only) session counts only where `allowVerifyScope` says so. */
  async require(request: FastifyRequest, options: { allowVerifyScope?: boolean } = {}): Promise<SignedIn> {
    const signedIn = await this.find(this.cookieId(request));
    if (!signedIn) throw new HttpError(401, SESSION_EXPIRED);
    if (signedIn.scope !== 'full' && !options.allowVerifyScope) throw new HttpError(401, SESSION_EXPIRED);
    return signedIn;
  }
}
