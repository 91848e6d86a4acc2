import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getReport } from '@healthcare-portal/rules/documents/audit-reports';
import { requireUser } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';

export const reportIdParams = z.object({ id: z.string().min(1) });

/** GET /audit-reports/get-by-id/{id} (rules/documents/audit-reports.ts). */
export const getAuditReportRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/audit-reports/get-by-id/:id', { schema: { params: reportIdParams } }, async (request, reply) =>
      respond(request, reply, await getReport(app.ctx.documents, (await requireUser(request)).user, request.params.id)),
    );
};
