import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { signOut } from '@healthcare-portal/rules/accounts/sign-out';
import { readSessionCookie, respond } from '../../http/session-cookie.ts';

/** POST /users/logout (rules/accounts/sign-out.ts). */
export const logoutRoute: FastifyPluginAsync = async (app) => {
  app.post('/users/logout', { schema: { response: { 200: envelopeSchema(z.null()) } } }, async (request, reply) =>
    respond(request, reply, await signOut(app.ctx.accounts, readSessionCookie(request, app.ctx.config))),
  );
};
