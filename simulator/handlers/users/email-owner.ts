import { db } from '../../db';
import { HttpError } from '../../lib/respond';

export const EMAIL_TAKEN = 'An account with this email already exists';

export const findUserByEmail = (email: string) => db.user.findFirst({ where: { email: { equals: email.toLowerCase() } } });

/** One account per address (sign-up and change-email alike): 409. */
export function assertEmailFree(email: string, exceptUserId?: string): void {
  const owner = findUserByEmail(email);
  if (owner && owner.id !== exceptUserId) throw new HttpError(409, EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
}
