/**
 * Places for OCR processes, counted in memory every thread of a process shares (a SharedArrayBuffer of one Int32),
 * so a worker's threads together run at most `limit` of them whatever each job asks. Waiting is asynchronous
 * (Atomics.waitAsync): a thread waiting for a place keeps serving its other work.
 */
export interface OcrSlots {
  buffer: SharedArrayBuffer;
  limit: number;
}

export const createOcrSlots = (limit: number): OcrSlots => ({ buffer: new SharedArrayBuffer(4), limit: Math.max(1, limit) });

type WaitAsync = (view: Int32Array, index: number, value: number, timeout?: number) => { async: boolean; value: Promise<unknown> | string };

/**
 * Runs `work` once a place is free, and frees it after. With `waitMs`, work that has waited that long runs without a
 * free place, counted beside the others while it runs (so the limit is passed, by one a waiting caller, only while
 * places are held past the bound): a caller behind processes that hang is held up by the bound, not by them.
 */
export async function inSlot<T>(slots: OcrSlots, work: () => Promise<T>, { waitMs = Infinity }: { waitMs?: number } = {}): Promise<T> {
  const taken = new Int32Array(slots.buffer);
  const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;
  const giveUp = Date.now() + waitMs;
  for (;;) {
    const now = Atomics.load(taken, 0);
    if (now < slots.limit) {
      if (Atomics.compareExchange(taken, 0, now, now + 1) === now) break;
      continue;
    }
    const left = giveUp - Date.now();
    if (left <= 0) {
      Atomics.add(taken, 0, 1);
      break;
    }
    const waited = waitAsync(taken, 0, now, left);
    if (waited.async) await waited.value;
  }
  try {
    return await work();
  } finally {
    Atomics.sub(taken, 0, 1);
    Atomics.notify(taken, 0);
  }
}
