import { http } from 'msw';
import { resetPasswordRequestSchema } from '@healthcare-portal/contracts/users/reset-password';
import { resetPassword } from '@healthcare-portal/rules/accounts/reset-password';
import { accountPorts } from '../../ports/account-ports';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { readJson, validate } from '../../lib/validate';

/** POST /users/reset-password (rules/accounts/reset-password.ts). */
export const resetPasswordHandler = http.post(
  apiPath('/users/reset-password'),
  route(async ({ request }) =>
    respond(await resetPassword(accountPorts, await validate(resetPasswordRequestSchema, await readJson(request)))),
  ),
);
