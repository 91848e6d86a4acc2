import type { FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { AccountPorts } from '@healthcare-portal/rules/accounts/ports';
import type { DocumentPorts } from '@healthcare-portal/rules/documents/ports';
import { currentSession, type SignedIn } from '@healthcare-portal/rules/accounts/sessions';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createAdmission, type Admission } from '../http/admission.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountPorts } from '../ports/account-ports.ts';
import { documentPorts } from '../ports/documents.ts';
import { localStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { readSessionCookie } from '../http/session-cookie.ts';

/**
 * What every route module gets: the configuration, the database, the job queue, mail, the clock, the file store, and
 * the ports the account and document rules run over.
 */
export type AppContext = {
  config: Config;
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  storage: FileStorage;
  accounts: AccountPorts;
  documents: DocumentPorts;
  /** The process's memory budget (MEMORY_BUDGET_MB): what it may still take on. */
  admission: Admission;
};

/** The context of a process; without a file store given, the folder DATA_DIR/files. */
export function createContext(
  deps: Omit<AppContext, 'accounts' | 'documents' | 'storage' | 'admission'> & { storage?: FileStorage },
): AppContext {
  const { db, clock, mailer, config } = deps;
  const storage = deps.storage ?? localStorage(join(config.dataDir, 'files'));
  return {
    ...deps,
    storage,
    accounts: accountPorts({ db, clock, mailer, policy: config, appUrl: config.appUrl }),
    documents: documentPorts({ db, clock, storage }),
    admission: createAdmission({ budgetBytes: () => config.memoryBudgetBytes, memoryInUse: () => process.memoryUsage.rss() }),
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
