import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { resetPasswordRequestSchema, resetPasswordResponseSchema } from '@healthcare-portal/contracts/users/reset-password';
import { resetPassword } from '@healthcare-portal/rules/accounts/reset-password';
import { respond } from '../../http/session-cookie.ts';

/** POST /users/reset-password (rules/accounts/reset-password.ts). */
export const resetPasswordRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/users/reset-password',
      { schema: { body: resetPasswordRequestSchema, response: { 200: envelopeSchema(resetPasswordResponseSchema) } } },
      async (request, reply) => respond(request, reply, await resetPassword(app.ctx.accounts, request.body)),
    );
};
