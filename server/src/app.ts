import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { sweepSessions } from '@healthcare-portal/rules/accounts/sessions';
import { createContext, type AppContext } from './auth/context.ts';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { startJobWorkers } from './documents/job-workers.ts';
import type { JobQueue } from './jobs/queue.ts';
import { API_PREFIX, frameworkErrors, registerHttpRules, registerNotFound } from './http/plugin.ts';
import { loggerOptions, newRequestId } from './http/logging.ts';
import { trimRateEvents } from './ports/rate-events.ts';
import { zodValidatorCompiler } from './http/validator.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/storage.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { documentRoutes } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { providerStateRoutes } from './routes/provider-states.ts';
import { userRoutes } from './routes/users.ts';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from './web/content-security-policy.ts';
import { hasPortalBuild, registerPortal } from './web/portal.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  /** The job queue (jobs/queue.ts); the server works it itself when RUN_JOBS is on (the single-process mode). */
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  /** The file store (an S3 bucket); the folder DATA_DIR/files when left out. */
  storage?: FileStorage;
  /** Only a process started with --provider-states passes the secret (never by default, never in production). */
  providerStatesSecret?: string;
  /** Where log lines go (tests); standard output by default. */
  logStream?: { write: (line: string) => void };
};

const TRIM_EVERY_MS = 10 * 60_000;
// At a stop, jobs under way get this long to finish before they fail over to another worker.
export const JOB_GRACE_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;

/** Drops what has aged out: expired sessions, old rate events, old dev mail (issue 11: sessions are trimmed). */
async function trim(ctx: AppContext): Promise<void> {
  await sweepSessions(ctx.accounts);
  await trimRateEvents(ctx.db, ctx.clock.now() - DAY_MS);
  await ctx.db
    .deleteFrom('access_log')
    .where('at', '<', new Date(ctx.clock.now() - ctx.config.accessLogRetentionMs))
    .execute();
  await ctx.db
    .deleteFrom('mail_outbox')
    .where('sent_at', '<', new Date(ctx.clock.now() - DAY_MS))
    .execute();
}

/** The server: every plugin and route module over the given dependencies. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logStream ? { ...loggerOptions(config.logLevel), stream: deps.logStream } : loggerOptions(config.logLevel),
    genReqId: newRequestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.jsonBodyLimit,
    frameworkErrors,
    routerOptions: { maxParamLength: 1000 },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createContext({
    config: deps.config,
    db: deps.db,
    queue: deps.queue,
    mailer: deps.mailer,
    clock: deps.clock,
    ...(deps.storage ? { storage: deps.storage } : {}),
  });
  app.decorate('ctx', ctx);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    // Same-origin PDF viewing of blob: documents needs no cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });

  registerHttpRules(app);
  const portal = config.servePortal && hasPortalBuild(config.distDir) ? await registerPortal(app, config.distDir) : undefined;
  registerNotFound(app, portal);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(userRoutes);
      await api.register(documentRoutes);
      if (config.env !== 'production' && deps.mailer.keepsOutbox) await api.register(devOutboxRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (deps.providerStatesSecret !== undefined) {
    if (config.env === 'production') throw new Error('Provider states never run in production.');
    await app.register(providerStateRoutes(deps.providerStatesSecret));
  }

  if (config.runJobs) {
    const workers = await startJobWorkers(ctx, deps.queue, app.log);
    app.addHook('onClose', () => workers.stop(JOB_GRACE_MS));
  }

  const timer = setInterval(() => {
    trim(ctx).catch((error: unknown) => app.log.error({ err: { type: (error as Error).name } }, 'trim failed'));
  }, TRIM_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return app;
}
