import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/open-store.ts';
import { startLiveness, type Liveness, type LostJob } from './liveness.ts';
import { RUNNING_JOBS_SQL } from './queue.ts';

// The application's database with the queue's tables; no process works the queue here.
let handles: Store;
const running: Liveness[] = [];
beforeAll(async () => {
  handles = await openStore(
    { memory: true },
    { jobTimeoutSeconds: 600, jobWorkerLostSeconds: 60, jobAttempts: 1, jobMaintenanceSeconds: 60 },
  );
}, 60_000);
afterAll(async () => {
  for (const liveness of running) liveness.stop();
  await handles?.close();
});

function watcher(lostAfterSeconds: number) {
  const lost: LostJob[] = [];
  const errors: Error[] = [];
  const liveness = startLiveness(handles.rawSql, {
    lostAfterSeconds,
    onLost: async (job) => void lost.push(job),
    onError: (error) => void errors.push(error),
    runningJobsSql: RUNNING_JOBS_SQL,
  });
  running.push(liveness);
  return { liveness, lost, errors };
}

const holderOf = async (jobId: string) =>
  ((await handles.rawSql(`SELECT holder, alive_at FROM job_holders WHERE job_id = $1`, [jobId])).rows[0] as
    { holder: string; alive_at: Date } | undefined) ?? null;

const until = async (check: () => Promise<boolean> | boolean) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe("worker liveness: a dead holder's jobs go back to the queue, a live one's stay", () => {
  it('hands back the job of a holder that stopped saying it is alive, once, and keeps the jobs of live holders', async () => {
    const dead = watcher(1);
    const alive = watcher(1);
    const deadJob = randomUUID();
    const liveJob = randomUUID();
    await dead.liveness.hold('process-document', deadJob);
    await alive.liveness.hold('process-document', liveJob);
    dead.liveness.stop(); // as SIGKILL would: no more heartbeats, no release

    await until(() => alive.lost.length > 0);
    // A few more periods: the live holder's job is never taken, the dead one's only once.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(alive.lost).toEqual([{ queue: 'process-document', jobId: deadJob }]);
    expect(await holderOf(deadJob)).toBeNull();
    expect(await holderOf(liveJob)).not.toBeNull();
    expect(alive.errors).toEqual([]);
    await alive.liveness.release(liveJob);
    expect(await holderOf(liveJob)).toBeNull();
  }, 30_000);

  it('lets a new try take a job over from its last holder, so the old holder cannot hand it back', async () => {
    const first = watcher(60);
    const second = watcher(60);
    const jobId = randomUUID();
    await first.liveness.hold('merge-upload', jobId);
    const before = await holderOf(jobId);
    await second.liveness.hold('merge-upload', jobId);
    const after = await holderOf(jobId);
    expect(after?.holder).not.toBe(before?.holder);
    // The first holder's release (its try ending late) leaves the second's row alone.
    await first.liveness.release(jobId);
    expect((await holderOf(jobId))?.holder).toBe(after?.holder);
  });
});
