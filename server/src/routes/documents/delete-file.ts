import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteFileRequestSchema } from '@healthcare-portal/contracts/documents/delete-file';
import { deleteUpload } from '@healthcare-portal/rules/documents/files';
import { requireUser, signedInFirst } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';

/** POST /s3/delete-file (rules/documents/files.ts). */
export const deleteFileRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/s3/delete-file', { schema: { body: deleteFileRequestSchema }, preValidation: signedInFirst() }, async (request, reply) =>
      respond(request, reply, await deleteUpload(app.ctx.documents, (await requireUser(request)).user, request.body.key)),
    );
};
