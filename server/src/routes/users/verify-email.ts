import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { verifyEmailRequestSchema, verifyEmailResponseSchema } from '@healthcare-portal/contracts/users/verify-email';
import { verifyEmail } from '@healthcare-portal/rules/accounts/verify-email';
import { clientAddress } from '../../auth/context.ts';
import { readSessionCookie, respond } from '../../http/session-cookie.ts';

/** POST /users/verify-email?email&code (rules/accounts/verify-email.ts). */
export const verifyEmailRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/users/verify-email',
      { schema: { querystring: verifyEmailRequestSchema, response: { 200: envelopeSchema(verifyEmailResponseSchema) } } },
      async (request, reply) =>
        respond(
          request,
          reply,
          await verifyEmail(app.ctx.accounts, {
            ...request.query,
            clientAddress: clientAddress(request),
            sessionId: readSessionCookie(request, app.ctx.config),
          }),
        ),
    );
};
