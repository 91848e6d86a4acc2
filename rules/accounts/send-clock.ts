import { HOUR_MS } from './policy.ts';
import type { AccountPorts } from './ports.ts';
import { recordEvent, secondsUntilUnder } from './rate-limits.ts';

export type MailKind = 'code' | 'reset';
type Ports = Pick<AccountPorts, 'rateEvents' | 'clock' | 'policy'>;

/** The hourly count of an account's mails of a kind, and the cooldown of one address of it. */
export const sendCountBucket = (kind: MailKind, userId: string) => `${kind}-send:${userId}`;
export const sendCooldownBucket = (kind: MailKind, userId: string, address: string) => `${kind}-send:${userId}:${address.toLowerCase()}`;

/**
 * Seconds before this account may be sent another mail of this kind at this address: the cooldown per address (a new
 * address may be sent its first code at once), then the hourly count per account. The send clock is kept apart from
 * codes and tokens, so voiding a code (five wrong tries) resets neither.
 */
export async function secondsUntilSend(ports: Ports, kind: MailKind, userId: string, address: string): Promise<number> {
  const { policy } = ports;
  const cooldown = await secondsUntilUnder(ports, sendCooldownBucket(kind, userId, address), 1, policy.codeCooldownMs);
  const count = await secondsUntilUnder(ports, sendCountBucket(kind, userId), policy.mailsPerAccountPerHour, HOUR_MS);
  return Math.max(cooldown, count);
}

export async function recordSend(ports: Ports, kind: MailKind, userId: string, address: string): Promise<void> {
  await recordEvent(ports, sendCooldownBucket(kind, userId, address));
  await recordEvent(ports, sendCountBucket(kind, userId));
}
