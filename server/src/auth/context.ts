import type { FastifyRequest } from 'fastify';
import type { AccountPorts } from '@healthcare-portal/rules/accounts/ports';
import { currentSession, type SignedIn } from '@healthcare-portal/rules/accounts/sessions';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountPorts } from '../ports/account-ports.ts';
import { readSessionCookie } from '../http/session-cookie.ts';

/** What every route module gets: the configuration, the database, the job queue, mail, the clock, the account rules' ports. */
export type AppContext = {
  config: Config;
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  accounts: AccountPorts;
  /** The documents engineer's file store (server/src/storage); typed there. */
  storage?: unknown;
};

export function createContext(deps: Omit<AppContext, 'accounts'>): AppContext {
  const { db, clock, mailer, config } = deps;
  return { ...deps, accounts: accountPorts({ db, clock, mailer, policy: config, appUrl: config.appUrl }) };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    signedIn?: SignedIn;
  }
}

/** The signed-in user of a protected route (401 otherwise); a verify-only session only with `allowVerifyScope`. */
export async function requireUser(request: FastifyRequest, options: { allowVerifyScope?: boolean } = {}): Promise<SignedIn> {
  if (request.signedIn && (request.signedIn.scope === 'full' || options.allowVerifyScope)) return request.signedIn;
  const { ctx } = request.server;
  request.signedIn = await currentSession(ctx.accounts, readSessionCookie(request, ctx.config), options);
  return request.signedIn;
}

/** A preValidation hook: the session is checked before the body is validated (401 comes before 400). */
export const signedInFirst =
  (options: { allowVerifyScope?: boolean } = {}) =>
  async (request: FastifyRequest) => {
    await requireUser(request, options);
  };

/** The client's address for per-address limits (from the socket, or X-Forwarded-For only behind TRUST_PROXY). */
export const clientAddress = (request: FastifyRequest): string => request.ip || 'unknown';
