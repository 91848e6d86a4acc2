import { nowMs } from './clock';
import { HttpError } from './respond';

/** Events per key inside a sliding window: failed sign-ins, wrong codes, mails sent, mail requests. */
const events = new Map<string, number[]>();

const recent = (key: string, windowMs: number) => (events.get(key) ?? []).filter((at) => nowMs() - at < windowMs);

/** Seconds until the oldest event in the window leaves it, or 0 while fewer than `limit` fell inside. */
export function secondsUntilUnder(key: string, limit: number, windowMs: number): number {
  const times = recent(key, windowMs);
  if (times.length === 0) events.delete(key);
  else events.set(key, times);
  const oldest = times[times.length - limit];
  if (times.length < limit || oldest === undefined) return 0;
  return Math.max(1, Math.ceil((oldest + windowMs - nowMs()) / 1000));
}

/** Refuses with 429 (minutes left in the message, seconds in Retry-After) once `limit` events fell inside the window. */
export function assertUnderLimit(key: string, limit: number, windowMs: number, what: string): void {
  const seconds = secondsUntilUnder(key, limit, windowMs);
  if (seconds === 0) return;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw new HttpError(429, `Too many ${what} from this network. Try again in ${minutes} minute(s).`, { retryAfterSeconds: seconds });
}

/** No window is longer than this; keys whose newest event is older are swept, so the map never only grows. */
const LONGEST_WINDOW_MS = 60 * 60_000;
const SWEEP_EVERY = 500;
let sinceSweep = 0;

function sweep(): void {
  const cutoff = nowMs() - LONGEST_WINDOW_MS;
  for (const [key, times] of events) if ((times.at(-1) ?? 0) < cutoff) events.delete(key);
}

export function recordFailure(key: string, windowMs: number): void {
  events.set(key, [...recent(key, windowMs), nowMs()]);
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    sweep();
  }
}

export const recordEvent = recordFailure;

const alsoOnReset: (() => void)[] = [];

/** Other in-memory counters (send clocks, unknown-account lock-outs) go back to nothing with the rate limits. */
export function clearWithRateLimits(reset: () => void): void {
  alsoOnReset.push(reset);
}

export function resetRateLimits(): void {
  events.clear();
  alsoOnReset.forEach((reset) => reset());
}
