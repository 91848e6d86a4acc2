// The calls sessions are made of, each written down under a label that says what a user did.
import type { ProbeClient } from '../probes/client';
import { PROBE_PASSWORD, signupBody } from '../probes/accounts';
import type { Script } from './script';

export const PASSWORD = PROBE_PASSWORD;
export const WRONG_PASSWORD = 'Wrong@Pass123';

/** Addresses are the same on every backend (each session starts from the seed), so answers that echo them compare. */
export const address = (session: string, who: string) => `${who}.${session}@differential.example.org`;

export type Account = { email: string; id: string; client: ProbeClient };

const userIdOf = (body: unknown): string => {
  const user = (body as { user?: { _id?: string; id?: string } } | null)?.user ?? (body as { _id?: string; id?: string } | null);
  return user?._id ?? user?.id ?? '';
};

export async function signUp(s: Script, email: string, overrides: Record<string, unknown> = {}): Promise<Account> {
  const client = s.client();
  const answer = await s.call(`sign up ${email}`, client, 'POST', '/users/signup', { json: signupBody(email, overrides) });
  return { email, id: userIdOf(answer.json?.body), client };
}

export const verify = (s: Script, account: Pick<Account, 'email' | 'client'>, code: string, label = 'verify the e-mail') =>
  s.call(`${label} (${account.email})`, account.client, 'POST', '/users/verify-email', { query: { email: account.email, code } });

/** A wrong code: any six digits but the right ones. */
export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

export async function verifiedAccount(s: Script, email: string, overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await signUp(s, email, overrides);
  await verify(s, account, await s.code(email), 'verify with the mailed code');
  return account;
}

export const signIn = (s: Script, client: ProbeClient, email: string, password: string, label = 'sign in') =>
  s.call(`${label} (${email})`, client, 'POST', '/users/login', { json: { email, password } });

/** Resend (the same address) or change the address: PATCH /users/update/{id} with `{ email }` alone. */
export const sendCode = (s: Script, account: Account, email = account.email, label = 'resend the code') =>
  s.call(`${label} (${email})`, account.client, 'PATCH', '/users/update/me', { json: { email } });

export const updateProfile = (s: Script, account: Account, changes: Record<string, unknown>, label: string, id = account.id) =>
  s.call(label, account.client, 'PATCH', `/users/update/${encodeURIComponent(id)}`, { json: changes });

export const listReports = (s: Script, client: ProbeClient, label = 'list my audit reports') =>
  s.call(label, client, 'GET', '/audit-reports/filter', { query: { page: '1', limit: '10' } });
