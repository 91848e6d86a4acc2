import { db } from '@sim/db';
import { outbox } from '@sim/lib/mailer';
import { ApiError } from '@/api/api-error';

/** The newest e-mail to an address, as the dev panel shows it. */
export function lastMail(to: string) {
  const mail = outbox()
    .filter((message) => message.to === to)
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const tokenIn = (text: string) => /reset token: (\S+)/.exec(text)?.[1] ?? '';

/** Awaits a call expected to fail and returns its ApiError. */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

export const userByEmail = (email: string) => db.user.findFirst({ where: { email: { equals: email } } });
