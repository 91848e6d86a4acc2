import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFilterSchema } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';
import { listReports } from '@healthcare-portal/rules/documents/audit-reports';
import { requireUser, signedInFirst } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';

/** GET /audit-reports/filter (rules/documents/audit-reports.ts; the text matching is SQL, server/src/ports/documents.ts). */
export const filterAuditReportsRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/audit-reports/filter', { schema: { querystring: auditFilterSchema }, preValidation: signedInFirst() }, async (request, reply) =>
      respond(request, reply, await listReports(app.ctx.documents, (await requireUser(request)).user, request.query)),
    );
};
