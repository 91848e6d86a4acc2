import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { signupRequestSchema, signupResponseSchema } from '@healthcare-portal/contracts/users/signup';
import { signUp } from '@healthcare-portal/rules/accounts/sign-up';
import { respond } from '../../http/session-cookie.ts';

/** POST /users/signup (rules/accounts/sign-up.ts). */
export const signupRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/users/signup',
      { schema: { body: signupRequestSchema, response: { 201: envelopeSchema(signupResponseSchema) } } },
      async (request, reply) => respond(request, reply, await signUp(app.ctx.accounts, request.body)),
    );
};
