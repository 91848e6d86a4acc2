import { http } from 'msw';
import { signOut } from '@healthcare-portal/rules/accounts/sign-out';
import { accountPorts } from '../../ports/account-ports';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { sessionIdOf } from '../../lib/sessions';

/** POST /users/logout (rules/accounts/sign-out.ts). */
export const logoutHandler = http.post(
  apiPath('/users/logout'),
  route(async ({ cookies }) => respond(await signOut(accountPorts, sessionIdOf(cookies)))),
);
