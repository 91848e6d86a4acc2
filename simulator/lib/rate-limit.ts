import { nowMs } from './clock';
import { HttpError } from './respond';

/** Failures per key inside a sliding window; enough to slow a password-guessing run from one address. */
const failures = new Map<string, number[]>();

const recent = (key: string, windowMs: number) => (failures.get(key) ?? []).filter((at) => nowMs() - at < windowMs);

/** Refuses with 429 (minutes left in the message) once `limit` failures fell inside the window. */
export function assertUnderLimit(key: string, limit: number, windowMs: number, what: string): void {
  const times = recent(key, windowMs);
  failures.set(key, times);
  const oldest = times[0];
  if (times.length < limit || oldest === undefined) return;
  const minutes = Math.max(1, Math.ceil((oldest + windowMs - nowMs()) / 60_000));
  throw new HttpError(429, `Too many ${what} from this network. Try again in ${minutes} minute(s).`, { retryAfterSeconds: minutes * 60 });
}

export function recordFailure(key: string, windowMs: number): void {
  failures.set(key, [...recent(key, windowMs), nowMs()]);
}

export function resetRateLimits(): void {
  failures.clear();
}
