import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteReport } from '@healthcare-portal/rules/documents/audit-reports';
import { requireUser } from '../../auth/context.ts';
import { respond } from '../../http/session-cookie.ts';
import { reportIdParams } from './get-audit-report.ts';

/** DELETE /audit-reports/delete/{id} (rules/documents/audit-reports.ts). */
export const deleteAuditReportRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete('/audit-reports/delete/:id', { schema: { params: reportIdParams } }, async (request, reply) =>
      respond(request, reply, await deleteReport(app.ctx.documents, (await requireUser(request)).user, request.params.id)),
    );
};
