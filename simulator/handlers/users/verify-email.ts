import { http } from 'msw';
import { verifyEmailRequestSchema } from '@healthcare-portal/contracts/users/verify-email';
import { verifyEmail } from '@healthcare-portal/rules/accounts/verify-email';
import { accountPorts } from '../../ports/account-ports';
import { clientAddress } from '../../lib/client-address';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { sessionIdOf } from '../../lib/sessions';
import { validate } from '../../lib/validate';

/** POST /users/verify-email?email&code (rules/accounts/verify-email.ts). */
export const verifyEmailHandler = http.post(
  apiPath('/users/verify-email'),
  route(async ({ request, cookies }) => {
    const query = new URL(request.url).searchParams;
    const { email, code } = await validate(verifyEmailRequestSchema, { email: query.get('email'), code: query.get('code') });
    return respond(
      await verifyEmail(accountPorts, { email, code, clientAddress: clientAddress(request), sessionId: sessionIdOf(cookies) }),
    );
  }),
);
