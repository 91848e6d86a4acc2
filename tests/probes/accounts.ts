// Accounts the probes make for themselves (fresh e-mails), the demo accounts the README lists, and mail read
// through the development outbox (contracts/api/dev-outbox.ts).
import { randomBytes } from 'node:crypto';
import { DEV_OUTBOX_PATH, devOutboxSchema, type OutboxMessage } from '@healthcare-portal/contracts/dev-outbox';
import { DEMO_PASSWORD, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { ProbeClient, type Answer } from './client';

export const PROBE_PASSWORD = 'Vq7@mZ2!kLp9';
export const DEMO = {
  clinical: { email: PACT_USERS.clinical.email, password: DEMO_PASSWORD },
  staff: { email: PACT_USERS.staff.email, password: DEMO_PASSWORD },
  admin: { email: PACT_USERS.admin.email, password: DEMO_PASSWORD },
};

export const freshEmail = (label = 'probe') => `${label}-${randomBytes(6).toString('hex')}@probe.example.org`;

export function expectStatus(answer: Answer, ...statuses: number[]): Answer {
  if (!statuses.includes(answer.status)) {
    throw new Error(`expected ${statuses.join(' or ')}, got ${answer.status} ${answer.json?.message ?? answer.text.slice(0, 120)}`);
  }
  return answer;
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function outbox(client: ProbeClient, to: string): Promise<OutboxMessage[]> {
  const answer = expectStatus(await new ProbeClient(client.base, client.api).get(DEV_OUTBOX_PATH, { query: { to } }), 200);
  return devOutboxSchema.parse(answer.json?.body).messages;
}

export async function lastCode(client: ProbeClient, email: string): Promise<string> {
  const mails = await outbox(client, email);
  const code = [...mails]
    .reverse()
    .find((mail) => /verification code/i.test(mail.subject))
    ?.text.match(/\b(\d{6})\b/)?.[1];
  check(code, `no verification code was mailed to ${email}`);
  return code;
}

export const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Probe Person',
  email,
  phoneNumber: '+1 555 010 9999',
  password: PROBE_PASSWORD,
  role: 'Office Staff',
  organizationAffiliation: 'Probe Clinic',
  hipaaAcknowledgement: true,
  ...overrides,
});

/** Signs up a fresh account; the client holds its verify-only cookie. */
export async function signUp(client: ProbeClient, email = freshEmail()): Promise<{ email: string; id: string }> {
  const answer = expectStatus(await client.post('/users/signup', { json: signupBody(email) }), 201);
  const user = (answer.json?.body as { user?: { _id?: string; id?: string } } | null)?.user;
  return { email, id: user?._id ?? user?.id ?? '' };
}

export async function verify(client: ProbeClient, email: string, code: string): Promise<Answer> {
  return client.post('/users/verify-email', { query: { email, code } });
}

/** A fresh verified account, signed in on the client (full session). */
export async function verifiedAccount(client: ProbeClient): Promise<{ email: string; id: string }> {
  const account = await signUp(client);
  expectStatus(await verify(client, account.email, await lastCode(client, account.email)), 200);
  return account;
}

export async function signIn(client: ProbeClient, email: string, password: string): Promise<Answer> {
  return client.post('/users/login', { json: { email, password } });
}

export async function signedIn(client: ProbeClient, account: { email: string; password: string }): Promise<string> {
  const answer = expectStatus(await signIn(client, account.email, account.password), 200);
  const user = (answer.json?.body as { user?: { _id?: string; id?: string } } | null)?.user;
  return user?._id ?? user?.id ?? '';
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
