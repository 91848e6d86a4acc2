import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { forgotPasswordRequestSchema } from '@healthcare-portal/contracts/users/forgot-password';
import { forgotPassword } from '@healthcare-portal/rules/accounts/forgot-password';
import { clientAddress } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';

/** POST /users/forgot-password (rules/accounts/forgot-password.ts). */
export const forgotPasswordRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/users/forgot-password',
      { schema: { body: forgotPasswordRequestSchema, response: { 200: envelopeSchema(z.null()) } } },
      async (request, reply) =>
        respond(request, reply, await forgotPassword(app.ctx.accounts, { ...request.body, clientAddress: clientAddress(request) })),
    );
};
