import { Refusal } from '../refusal.ts';
import { tooManyFromNetwork } from './messages.ts';
import type { AccountPorts } from './ports.ts';

type Ports = Pick<AccountPorts, 'rateEvents' | 'clock'>;

/** Buckets of events: one name per kind of event and whose it is. */
export const BUCKETS = {
  failedSignIns: (clientAddress: string) => `login-fail:${clientAddress}`,
  mailRequests: (clientAddress: string) => `mail-request:${clientAddress}`,
  wrongCodesFromAddress: (clientAddress: string) => `wrong-code-address:${clientAddress}`,
  wrongCodesForAccount: (email: string) => `wrong-code-account:${email.toLowerCase()}`,
} as const;

/** Seconds until fewer than `limit` of the bucket's events fall inside the window (0: under the limit now). */
export async function secondsUntilUnder({ rateEvents, clock }: Ports, bucket: string, limit: number, windowMs: number): Promise<number> {
  const now = clock.now();
  const times = await rateEvents.timesAfter(bucket, now - windowMs);
  const freeing = times[times.length - limit];
  if (times.length < limit || freeing === undefined) return 0;
  return Math.max(1, Math.ceil((freeing + windowMs - now) / 1000));
}

export const recordEvent = ({ rateEvents, clock }: Ports, bucket: string) => rateEvents.record(bucket, clock.now());

/** 429 once `limit` events fell inside the window: minutes left in the message, the exact seconds in Retry-After. */
export async function assertUnderLimit(ports: Ports, bucket: string, limit: number, windowMs: number, what: string): Promise<void> {
  const seconds = await secondsUntilUnder(ports, bucket, limit, windowMs);
  if (seconds > 0) throw new Refusal(429, tooManyFromNetwork(what, Math.ceil(seconds / 60)), { retryAfterSeconds: seconds });
}

/**
 * Resend, change-email and forgot-password: each counts against the client address, refused or not
 * (docs/spec/server-rules.md#hardening).
 */
export async function countMailRequest(ports: Pick<AccountPorts, 'rateEvents' | 'clock' | 'policy'>, clientAddress: string, what: string) {
  const bucket = BUCKETS.mailRequests(clientAddress);
  await assertUnderLimit(ports, bucket, ports.policy.mailRequestsPerAddress, ports.policy.addressWindowMs, what);
  await recordEvent(ports, bucket);
}
