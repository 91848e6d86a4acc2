import { http } from 'msw';
import { forgotPasswordRequestSchema } from '@healthcare-portal/contracts/users/forgot-password';
import { forgotPassword } from '@healthcare-portal/rules/accounts/forgot-password';
import { accountPorts } from '../../ports/account-ports';
import { clientAddress } from '../../lib/client-address';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { readJson, validate } from '../../lib/validate';

/** POST /users/forgot-password (rules/accounts/forgot-password.ts). */
export const forgotPasswordHandler = http.post(
  apiPath('/users/forgot-password'),
  route(async ({ request }) => {
    const { email } = await validate(forgotPasswordRequestSchema, await readJson(request));
    return respond(await forgotPassword(accountPorts, { email, clientAddress: clientAddress(request) }));
  }),
);
