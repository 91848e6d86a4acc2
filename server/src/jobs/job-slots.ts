const MB = 1024 * 1024;

/**
 * What one engine job may take beyond what its process holds at rest: a worker thread running the merge or the whole
 * pipeline, plus the document's bytes, read whole for the PDF libraries. Measured under tsx (as `npm run
 * server:worker` runs): a 300-page scanned chart read by OCR took a worker from 204 to 914 MB, merging two 38 MB
 * scans to 575 MB (bench/README.md, 'Memory').
 */
export const ENGINE_JOB_BYTES = 768 * MB;

/**
 * How many jobs a process that works the queue runs at once: as many as its memory budget holds beside what it holds
 * at rest, never more than its engine threads, and at least one (a worker that took none would be useless; the
 * start-up log shows the figure, so a budget too small for one job is seen).
 */
export function jobsAtOnce({
  threads,
  budgetBytes,
  restingBytes,
  jobBytes = ENGINE_JOB_BYTES,
}: {
  threads: number;
  budgetBytes: number;
  restingBytes: number;
  jobBytes?: number;
}): number {
  return Math.max(1, Math.min(threads, Math.floor((budgetBytes - restingBytes) / jobBytes)));
}

/**
 * At most `slots` tasks run at once; the others wait their turn, in order, holding nothing yet (a job reads its
 * document only once it runs). Both queues share one set, so merges and processing together stay within the budget.
 */
export function jobSlots(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= slots) await new Promise<void>((turn) => waiting.push(turn));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
