import { answer, type Answer } from '../answer.ts';
import { SIGNED_OUT } from './messages.ts';
import type { AccountPorts } from './ports.ts';
import { endSession } from './sessions.ts';

/** POST /users/logout: ends the session if there is one, and clears the cookie either way. */
export async function signOut(ports: Pick<AccountPorts, 'sessions' | 'hasher'>, sessionId: string | undefined): Promise<Answer<null>> {
  await endSession(ports, sessionId);
  return answer(null, SIGNED_OUT, { cookie: 'clear' });
}
