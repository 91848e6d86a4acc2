import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { RawSql } from '../db/database.ts';
import { startLiveness, type Liveness } from './liveness.ts';

/** The two kinds of job; each runs in the engine's worker threads of whichever process works the queue. */
export const QUEUES = { merge: 'merge-upload', process: 'process-document' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type QueueOptions = {
  /** A job running longer is failed and retried. */
  jobTimeoutSeconds: number;
  /** A worker process silent this long is taken for dead; its jobs are retried elsewhere (liveness.ts). */
  workerLostSeconds: number;
  /** Tries in all before a job fails for good (a poisoned job stops here). */
  attempts: number;
  /** How often some node looks for timed-out jobs. */
  maintenanceSeconds: number;
  /** How often an idle worker looks for jobs sent by other processes (POLL_SECONDS unless set). */
  pollSeconds?: number;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobStatus = { state: JobState; output: unknown };

export type JobQueue = {
  /** Queues a job under `id` (a new one by default), returned; every try of a job writes results named by its id. */
  send(name: QueueName, data: object, id?: string): Promise<string>;
  /** A job's state and output, or null once it is gone (archived and dropped, or never sent). */
  status(name: QueueName, id: string): Promise<JobStatus | null>;
  /** Works the queue with `concurrency` jobs at a time; a thrown error fails the try (retried with back-off). */
  work<Data>(name: QueueName, concurrency: number, handler: (job: { id: string; data: Data }) => Promise<unknown>): Promise<void>;
  /** Calls `listener` each time a try of a job this process works ends; returns how to stop listening. */
  onJobEnded(listener: () => void): () => void;
  /** Stops taking jobs; jobs under way get `graceMs` to finish, then fail over to another worker. */
  stop(graceMs: number): Promise<void>;
};

// How often an idle worker asks for a job (pg-boss allows 0.5 s at the least).
const POLL_SECONDS = 1;
const RETRY_DELAY_SECONDS = 2;
const FINISHED_JOB_KEPT_SECONDS = 60 * 60;
// Tries under way for longer than $1 seconds, in pg-boss's own table (liveness.ts hands back those nobody holds).
export const RUNNING_JOBS_SQL = `SELECT name AS queue, id AS job_id FROM pgboss.job
  WHERE state = 'active' AND started_on < now() - make_interval(secs => $1)`;

/** Creates a queue unless another node did (two nodes starting together race here). */
async function ensureQueue(boss: PgBoss, name: QueueName): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

// Two processes installing pg-boss's schema or creating its queues at the same moment can collide (seen: a duplicate
// pg_namespace key; a deadlock between two create_queue calls).
const INSTALL_RACE_CODES = new Set(['23505', '42P06', '42710', '40P01']);
const START_TRIES = 5;

/** pg-boss started on our connection; a start that lost the install race to another process simply starts again. */
async function startBoss(rawSql: RawSql, options: QueueOptions, onError: (error: Error) => void): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => rawSql(text, values) },
      maintenanceIntervalSeconds: options.maintenanceSeconds,
      // No cron schedules are used: the clock monitor and its queries are not needed.
      schedule: false,
      // Job rows hold the patient as entered: finished jobs leave the queue within a day (the reports keep the rest).
      archiveCompletedAfterSeconds: FINISHED_JOB_KEPT_SECONDS,
      archiveFailedAfterSeconds: FINISHED_JOB_KEPT_SECONDS,
      deleteAfterDays: 1,
    });
    boss.on('error', onError);
    try {
      await boss.start();
      for (const name of Object.values(QUEUES)) await ensureQueue(boss, name);
      return boss;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= START_TRIES || typeof code !== 'string' || !INSTALL_RACE_CODES.has(code)) throw error;
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      await sleep(200 * attempt);
    }
  }
}

/** A queue error in a process's log: its kind and code only (a query's text or values may quote job data). */
export function reportQueueError(error: Error & { code?: unknown }): void {
  console.error(JSON.stringify({ level: 'error', msg: 'job queue error', err: { type: error.name, code: error.code } }));
}

/**
 * For a process's entry point: pg-boss 10 does not wait on the call that records a try's end, so if the database is
 * away at that moment its rejection would end the process with every other try under way. Such a rejection is logged
 * (its kind and code only) and the process goes on; the try, left without a holder, is handed back by liveness.ts.
 */
export function keepRunningOnDroppedQueueWrites(): void {
  process.on('unhandledRejection', (error) => {
    const { name, code } = (error instanceof Error ? error : new Error('non-error rejection')) as Error & { code?: unknown };
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled rejection', err: { type: name, code } }));
  });
}

/**
 * The job queue: pg-boss on the application's own database (schema `pgboss`, installed and migrated by pg-boss on
 * start, under its own lock). Jobs carry ids, storage keys and the request's options (the patient as entered, which
 * the audit reports hold too), never document bytes.
 */
export async function openQueue(rawSql: RawSql, options: QueueOptions, onError: (error: Error) => void): Promise<JobQueue> {
  const boss = await startBoss(rawSql, options, onError);
  // Only a process that works the queue says it is alive and looks for dead ones.
  let liveness: Liveness | undefined;
  // This process's pg-boss workers by queue: a job it sends wakes them instead of waiting for their next poll.
  const workers = new Map<QueueName, string[]>();
  const endedListeners = new Set<() => void>();
  const sendOptions: PgBoss.SendOptions = {
    retryLimit: Math.max(0, options.attempts - 1),
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: options.jobTimeoutSeconds,
  };

  return {
    async send(name, data, id = randomUUID()) {
      await boss.send(name, data, { ...sendOptions, id });
      // A busy worker fetches again as soon as its job ends anyway; an idle one would sleep up to POLL_SECONDS.
      for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async status(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output } : null;
    },
    async work<Data>(name: QueueName, concurrency: number, handler: (job: { id: string; data: Data }) => Promise<unknown>) {
      liveness ??= startLiveness(rawSql, {
        lostAfterSeconds: options.workerLostSeconds,
        // Only a try still under way is failed (for its retry): a row left behind may name a job that ended since.
        onLost: async (job) => {
          if ((await boss.getJobById(job.queue, job.jobId))?.state === 'active') {
            await boss.fail(job.queue, job.jobId, { message: 'worker lost' });
          }
        },
        onError,
        runningJobsSql: RUNNING_JOBS_SQL,
      });
      const held = liveness;
      // One pg-boss worker per job at a time: each fetches one job, runs it, then fetches the next.
      for (let i = 0; i < Math.max(1, concurrency); i += 1) {
        const worker = await boss.work<Data>(
          name,
          { pollingIntervalSeconds: options.pollSeconds ?? POLL_SECONDS, batchSize: 1 },
          async ([job]) => {
            if (!job) return undefined;
            try {
              await held.hold(name, job.id);
              return await handler({ id: job.id, data: job.data });
            } finally {
              await held.release(job.id).catch(onError);
              for (const listener of [...endedListeners]) listener();
            }
          },
        );
        workers.set(name, [...(workers.get(name) ?? []), worker]);
      }
    },
    onJobEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    async stop(graceMs) {
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
      liveness?.stop();
    },
  };
}
