import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/open-store.ts';
import { openQueue, QUEUES } from './queue.ts';

// A process that works the queue also looks after jobs nobody holds: a try that was taken from the queue but never
// held (its worker died between the two, or the database went away under the fetch) or whose end could not be written.
// Without this, such a job stays 'active' until the job timeout, and the request waiting on it with it.
const LOST_SECONDS = 1;
let store: Store;
beforeAll(async () => {
  store = await openStore(
    { memory: true },
    { jobTimeoutSeconds: 600, jobWorkerLostSeconds: LOST_SECONDS, jobAttempts: 2, jobMaintenanceSeconds: 1 },
  );
}, 60_000);
afterAll(() => store?.close());

async function until<T>(what: string, check: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`still waiting after ${seconds} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue hands back a try that no live process holds', () => {
  it("retries a job taken from the queue but never held, long before the job's timeout", async () => {
    const id = await store.queue.send(QUEUES.merge, { n: 1 });
    // What pg-boss's fetch does to a job it hands a worker: that worker is gone before it says it holds the job.
    const { rawSql } = store;
    await rawSql(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1`, [id]);
    expect((await store.queue.status(QUEUES.merge, id))?.state).toBe('active');

    const tries: string[] = [];
    await store.queue.work<{ n: number }>(QUEUES.merge, 1, async (job) => {
      tries.push(job.id);
      return { done: job.data.n };
    });
    const finished = await until('the orphaned job is retried and completed', async () => {
      const status = await store.queue.status(QUEUES.merge, id);
      return status?.state === 'completed' ? status : undefined;
    });
    expect(finished.output).toEqual({ done: 1 });
    expect(tries).toEqual([id]);
    const holders = await rawSql(`SELECT count(*)::int AS n FROM job_holders`);
    expect(holders.rows[0]).toEqual({ n: 0 });
  }, 60_000);
});

describe('a job sent by a process that works its queue', () => {
  it("starts on that process's idle worker at once, not at the worker's next poll, and its end is told", async () => {
    // Polling every ten minutes: only being woken by the send can start the second job within the wait below.
    const queue = await openQueue(
      store.rawSql,
      { jobTimeoutSeconds: 600, workerLostSeconds: 60, attempts: 1, maintenanceSeconds: 600, pollSeconds: 600 },
      () => undefined,
    );
    try {
      const done = async (id: string) =>
        until(`job ${id} completed`, async () => ((await queue.status(QUEUES.process, id))?.state === 'completed' ? true : undefined));
      // The first job is waiting when the worker starts: its first fetch takes it, then it sleeps until its next poll.
      const first = await queue.send(QUEUES.process, { n: 1 });
      await queue.work<{ n: number }>(QUEUES.process, 1, async (job) => ({ done: job.data.n }));
      await done(first);
      // A request waiting on a job of this process hears of its end (jobs/poll.ts) instead of at its next look.
      const ended: string[] = [];
      const off = queue.onJobEnded(() => ended.push('ended'));
      const second = await queue.send(QUEUES.process, { n: 2 });
      await done(second);
      expect((await queue.status(QUEUES.process, second))?.output).toEqual({ done: 2 });
      expect(ended).toEqual(['ended']);
      off();
    } finally {
      await queue.stop(0);
    }
  }, 60_000);
});
