import { http } from 'msw';
import { signupRequestSchema } from '@healthcare-portal/contracts/users/signup';
import { signUp } from '@healthcare-portal/rules/accounts/sign-up';
import { accountPorts } from '../../ports/account-ports';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { readJson, validate } from '../../lib/validate';

/** POST /users/signup (rules/accounts/sign-up.ts). */
export const signupHandler = http.post(
  apiPath('/users/signup'),
  route(async ({ request }) => respond(await signUp(accountPorts, await validate(signupRequestSchema, await readJson(request))))),
);
