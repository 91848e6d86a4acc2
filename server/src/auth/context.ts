import type { FastifyRequest } from 'fastify';
import type { Clock, Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createAdmission, type Admission } from '../http/admission.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { RateEvents } from './rate-limits.ts';
import { Sessions, type SignedIn } from './sessions.ts';

/** What every route module gets: the configuration, the database, the job queue, mail, the clock, sessions, rate events. */
export type AppContext = {
  config: Config;
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  sessions: Sessions;
  rateEvents: RateEvents;
  /** The process's memory budget (MEMORY_BUDGET_MB): what it may still take on. */
  admission: Admission;
  /** The documents engineer's file store (server/src/storage); typed there. */
  storage?: unknown;
};

export function createContext(deps: Omit<AppContext, 'sessions' | 'rateEvents' | 'admission'>): AppContext {
  return {
    ...deps,
    sessions: new Sessions(deps.db, deps.config, deps.clock),
    rateEvents: new RateEvents(deps.db, deps.clock),
    admission: createAdmission({ budgetBytes: () => deps.config.memoryBudgetBytes, memoryInUse: () => process.memoryUsage.rss() }),
  };
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
  request.signedIn = await request.server.ctx.sessions.require(request, options);
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
