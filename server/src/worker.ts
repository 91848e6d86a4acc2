import { pino } from 'pino';
import { createContext } from './auth/context.ts';
import { configOrExit, fail } from './cli/exit.ts';
import { systemClock } from '@healthcare-portal/rules/clock';
import { openStore } from './db/open-store.ts';
import { startJobWorkers } from './documents/job-workers.ts';
import { keepRunningOnDroppedQueueWrites, reportQueueError } from './jobs/queue.ts';
import { JOB_GRACE_MS } from './app.ts';
import { loggerOptions } from './http/logging.ts';
import { createMailer } from './mail/mailer.ts';
import { s3Storage } from './storage/s3-storage.ts';

/**
 * npm run server:worker   a worker process: takes merge and processing jobs from the queue in PostgreSQL and runs
 * the engine in PROCESSING_THREADS worker threads. Start as many as the load needs, beside API nodes started with
 * RUN_JOBS=false; all share DATABASE_URL and the files (S3_BUCKET, or one DATA_DIR on a shared disk). docs/deploy.md.
 */
const config = configOrExit();
if (!config.databaseUrl) {
  fail('A worker needs DATABASE_URL: the embedded database serves one process (npm run server then runs the jobs itself).');
}

const store = await openStore({ databaseUrl: config.databaseUrl }, config, reportQueueError);
const storage = config.s3 ? s3Storage(config.s3) : undefined;
const ctx = createContext({
  config,
  db: store.db,
  queue: store.queue,
  mailer: createMailer(config, store.db, systemClock),
  clock: systemClock,
  storage,
});
const log = pino(loggerOptions(config.logLevel));
const workers = await startJobWorkers(ctx, store.queue, log);
log.info({ pid: process.pid, threads: config.processingThreads }, 'worker ready');

async function stop(signal: string) {
  log.info({ signal }, 'worker stopping');
  // Jobs under way get the grace period; the rest fail over to another worker when their try times out.
  await workers.stop(JOB_GRACE_MS);
  await store.close();
  process.exit(0);
}
keepRunningOnDroppedQueueWrites();
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
