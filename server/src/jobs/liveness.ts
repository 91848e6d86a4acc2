import { randomUUID } from 'node:crypto';
import type { RawSql } from '../db/database.ts';

export type LostJob = { queue: string; jobId: string };

export type Liveness = {
  /** Records that this process holds the job (a new try of a job takes it over from the last holder). */
  hold(queue: string, jobId: string): Promise<void>;
  /** The try ended, whichever way: the job is no longer this process's. */
  release(jobId: string): Promise<void>;
  stop(): void;
};

type LivenessOptions = {
  /** A holder silent this long is taken for dead, and its jobs for lost. */
  lostAfterSeconds: number;
  /** Hands a lost job back to the queue (its next try may run anywhere). */
  onLost: (job: LostJob) => Promise<void>;
  onError: (error: Error) => void;
  /** SQL giving `queue` and `job_id` of the queue's tries under way that started more than $1 seconds ago. */
  runningJobsSql: string;
};

// The holder of a try that no process holds: it is never alive, so such a try is handed back like a dead holder's.
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** How many times per lost-after period a holder says it is alive: a late tick or two is not taken for death. */
const TICKS_PER_PERIOD = 5;

/**
 * Worker liveness for the queue. pg-boss 10 (the last for Node 20) finds a dead worker's job only when the job times
 * out (JOB_TIMEOUT_SECONDS, long enough for a large chart); each process that works the queue says in `job_holders`
 * which jobs it holds and that it is alive, and takes the jobs of holders silent for `lostAfterSeconds` from them.
 * The row is deleted before its job is handed back, so two processes never hand back the same try, and a job a new
 * try has taken (a fresh row) is left alone. A try under way that nobody holds (its worker died between taking it and
 * saying so, the database went away under the fetch, or the try's end could not be written) is handed back too, and a
 * row this process failed to delete at a try's end stops being renewed and ages out the same way.
 */
export function startLiveness(rawSql: RawSql, options: LivenessOptions): Liveness {
  const holder = randomUUID();
  let ticking: Promise<void> = Promise.resolve();
  // After a database outage every holder's heartbeat is old: judge others only after a whole period connected.
  let connectedSince: number | null = null;

  // The jobs this process runs now: only their rows are renewed.
  const held = new Set<string>();

  async function tick() {
    await rawSql(`UPDATE job_holders SET alive_at = now() WHERE holder = $1 AND job_id = ANY($2::uuid[])`, [holder, [...held]]);
    connectedSince ??= Date.now();
    if (Date.now() - connectedSince < options.lostAfterSeconds * 1000) return;
    await rawSql(
      `INSERT INTO job_holders (job_id, queue, holder, alive_at)
       SELECT running.job_id, running.queue, '${NOBODY}', to_timestamp(0) FROM (${options.runningJobsSql}) AS running
       ON CONFLICT (job_id) DO NOTHING`,
      [options.lostAfterSeconds],
    );
    const lost = await rawSql(`DELETE FROM job_holders WHERE alive_at < now() - make_interval(secs => $1) RETURNING queue, job_id`, [
      options.lostAfterSeconds,
    ]);
    for (const row of lost.rows as { queue: string; job_id: string }[]) await options.onLost({ queue: row.queue, jobId: row.job_id });
  }

  const timer = setInterval(
    () => {
      // One tick at a time: a slow database must not pile them up.
      ticking = ticking.then(tick).catch((error: Error) => {
        connectedSince = null;
        options.onError(error);
      });
    },
    (options.lostAfterSeconds * 1000) / TICKS_PER_PERIOD,
  );
  timer.unref();

  return {
    async hold(queue, jobId) {
      held.add(jobId);
      await rawSql(
        `INSERT INTO job_holders (job_id, queue, holder) VALUES ($1, $2, $3)
         ON CONFLICT (job_id) DO UPDATE SET queue = excluded.queue, holder = excluded.holder, alive_at = now()`,
        [jobId, queue, holder],
      );
    },
    async release(jobId) {
      held.delete(jobId);
      await rawSql(`DELETE FROM job_holders WHERE job_id = $1 AND holder = $2`, [jobId, holder]);
    },
    stop: () => clearInterval(timer),
  };
}
