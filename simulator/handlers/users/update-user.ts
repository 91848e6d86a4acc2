import { http } from 'msw';
import { updateUserRequestSchema } from '@healthcare-portal/contracts/users/update-user';
import { updateUser } from '@healthcare-portal/rules/accounts/update-user';
import { accountPorts } from '../../ports/account-ports';
import { clientAddress } from '../../lib/client-address';
import { respond } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';

/** PATCH /users/update/{userId} (rules/accounts/update-user.ts); a verify-only session may resend or change its address. */
export const updateUserHandler = http.patch(
  apiPath('/users/update/:userId'),
  route(async (context) => {
    const signedIn = await requireUser(context.cookies, { allowVerifyScope: true });
    const changes = await validate(updateUserRequestSchema, await readJson(context.request));
    return respond(
      await updateUser(accountPorts, {
        signedIn,
        userId: param(context, 'userId'),
        changes,
        clientAddress: clientAddress(context.request),
      }),
    );
  }),
);
