import { fieldRefusal } from '../refusal.ts';
import { EMAIL_TAKEN } from './messages.ts';
import type { AccountPorts } from './ports.ts';

/** One account per address, sign-up and change-email alike (409). */
export async function assertEmailFree(ports: Pick<AccountPorts, 'users'>, email: string, exceptUserId?: string): Promise<void> {
  const owner = await ports.users.byEmail(email.toLowerCase());
  if (owner && owner.id !== exceptUserId) throw fieldRefusal(409, 'email', EMAIL_TAKEN);
}
