import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { updateUserRequestSchema, updateUserResponseSchema } from '@healthcare-portal/contracts/users/update-user';
import { updateUser } from '@healthcare-portal/rules/accounts/update-user';
import { clientAddress, requireUser, signedInFirst } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';

const withVerifyScope = { allowVerifyScope: true };

/** PATCH /users/update/{userId} (rules/accounts/update-user.ts); a verify-only session may resend or change its address. */
export const updateUserRoute: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/users/update/:userId',
    {
      preValidation: signedInFirst(withVerifyScope),
      schema: {
        params: z.object({ userId: z.string().min(1).max(200) }),
        body: updateUserRequestSchema,
        response: { 200: envelopeSchema(updateUserResponseSchema) },
      },
    },
    async (request, reply) =>
      respond(
        request,
        reply,
        await updateUser(app.ctx.accounts, {
          signedIn: await requireUser(request, withVerifyScope),
          userId: request.params.userId,
          changes: request.body,
          clientAddress: clientAddress(request),
        }),
      ),
  );
};
