import { isApiError } from './api-error';

/** What the screen tells the user while a busy server is waited out: the call goes again in `seconds`. */
export type BusyWait = { seconds: number };

/** How long a call is retried while the server says it is busy, from the first try. */
export const BUSY_GIVE_UP_MS = 10 * 60_000;

type RetryOptions = {
  /** Told before each wait, so the screen can say that the server is busy and when the call goes again. */
  onBusy: (wait: BusyWait) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a call again after each busy answer (503 with Retry-After: nothing was kept, docs/api.md 'Busy'), waiting as
 * long as the server asks plus up to half again at random, so refused clients do not all come back at once. Any
 * other outcome ends it; after ten minutes of busy answers the last one is the caller's failure.
 */
export async function retryWhileBusy<T>(
  call: () => Promise<T>,
  { onBusy, sleep = sleepFor, now = Date.now, random = Math.random }: RetryOptions,
): Promise<T> {
  const started = now();
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const seconds = isApiError(error) ? error.retryAfterSeconds : undefined;
      if (seconds === undefined) throw error;
      const waitMs = Math.round(seconds * 1000 * (1 + random() / 2));
      if (now() + waitMs - started > BUSY_GIVE_UP_MS) throw error;
      onBusy({ seconds: Math.ceil(waitMs / 1000) });
      await sleep(waitMs);
    }
  }
}
