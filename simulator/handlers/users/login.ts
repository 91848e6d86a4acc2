import { http } from 'msw';
import { loginRequestSchema } from '@healthcare-portal/contracts/users/login';
import { signIn } from '@healthcare-portal/rules/accounts/sign-in';
import { accountPorts } from '../../ports/account-ports';
import { clientAddress } from '../../lib/client-address';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { readJson, validate } from '../../lib/validate';

/** POST /users/login (rules/accounts/sign-in.ts). */
export const loginHandler = http.post(
  apiPath('/users/login'),
  route(async ({ request }) => {
    const credentials = await validate(loginRequestSchema, await readJson(request));
    return respond(await signIn(accountPorts, { ...credentials, clientAddress: clientAddress(request) }));
  }),
);
