import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { loginRequestSchema, loginResponseSchema } from '@healthcare-portal/contracts/users/login';
import { signIn } from '@healthcare-portal/rules/accounts/sign-in';
import { clientAddress } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';

/** POST /users/login (rules/accounts/sign-in.ts). */
export const loginRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/users/login',
      { schema: { body: loginRequestSchema, response: { 200: envelopeSchema(loginResponseSchema) } } },
      async (request, reply) =>
        respond(request, reply, await signIn(app.ctx.accounts, { ...request.body, clientAddress: clientAddress(request) })),
    );
};
