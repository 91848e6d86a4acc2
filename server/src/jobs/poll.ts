import { isRefusal } from '@healthcare-portal/rules/refusal';

/** How often a waiting request looks at its job (the job's own progress is polled by the client). */
export const WAIT_POLL_MS = 250;
// A database restart or failover shorter than this does not fail the requests waiting on jobs.
export const OUTAGE_TOLERATED_MS = 60_000;

/** Calls a listener when there may be news sooner than the next poll; returns how to stop listening. */
export type Wake = (listener: () => void) => () => void;

/** Waits `ms`, or until woken. */
function pause(ms: number, wake: Wake | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop?.();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = wake?.(done);
  });
}

/**
 * Calls `step` every WAIT_POLL_MS (`pollMs`) until it gives an answer (null: look again), and at once when `wake`
 * says so (a job of this process ended: jobs/queue.ts). A Refusal is the answer for the user and ends the wait; any
 * other error (the database went away) is waited out for up to OUTAGE_TOLERATED_MS.
 */
export async function pollUntilAnswered<T>(
  step: () => Promise<T | null>,
  { wake, pollMs = WAIT_POLL_MS }: { wake?: Wake; pollMs?: number } = {},
): Promise<T> {
  let failingSince: number | null = null;
  for (;;) {
    try {
      const answer = await step();
      if (answer !== null) return answer;
      failingSince = null;
    } catch (error) {
      if (isRefusal(error)) throw error;
      failingSince ??= Date.now();
      if (Date.now() - failingSince > OUTAGE_TOLERATED_MS) throw error;
    }
    await pause(pollMs, wake);
  }
}
