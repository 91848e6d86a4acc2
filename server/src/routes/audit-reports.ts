import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { auditFilterSchema, type AuditFilterQuery } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { requireUser, signedInFirst } from '../auth/context.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { AuditReport } from '../db/schema-documents.ts';
import { deleteReport, findVisibleReport, isAdmin } from '../documents/reports.ts';
import { logAccess } from '../documents/services.ts';
import { ok } from '../http/envelope.ts';

/** A list row: only what the History table shows. */
const presentListItem = (report: AuditReport) => ({
  id: report.id,
  patientName: report.patient_name,
  patientDob: report.patient_dob,
  subscriberIds: report.subscriber_ids,
  auditDate: new Date(report.audit_date).toISOString(),
});

/** The detail: file keys become app URLs that check the session on every read. */
const presentDetail = (report: AuditReport) => ({
  ...presentListItem(report),
  performedBy: { fullName: report.performed_by_name, role: report.performed_by_role },
  docType: report.doc_type,
  noteDate: report.note_date,
  documentUrl: fileUrl(report.document_key),
  reportUrl: fileUrl(report.report_key),
});

/** `%part%` for ILIKE, with the pattern characters of the part taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every role sees its own reports; only an Admin sees everyone's and may narrow them to one user. */
function visibleReports(db: Db, user: UserRow, filter: AuditFilterQuery) {
  let query = db.selectFrom('audit_reports');
  if (!isAdmin(user)) query = query.where('owner_id', '=', user.id);
  if (filter.userId) query = query.where('owner_id', '=', filter.userId);
  if (filter.patientName) query = query.where('patient_name', 'ilike', containing(filter.patientName));
  const subscriberId = filter.subscriberId;
  if (subscriberId) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom(sql<{ id: string }>`unnest(audit_reports.subscriber_ids)`.as('subscriber'))
          .select(sql`1`.as('one'))
          .where(sql<boolean>`subscriber.subscriber ilike ${containing(subscriberId)}`),
      ),
    );
  }
  return query;
}

const idParams = z.object({ id: z.string().min(1) });

export const auditReportRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit-reports/filter',
    { schema: { querystring: auditFilterSchema }, preValidation: signedInFirst() },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const filter = request.query;
      const reports = visibleReports(app.ctx.db, user, filter);
      const [rows, counted] = await Promise.all([
        reports
          .selectAll()
          .orderBy('audit_date', 'desc')
          .orderBy('id')
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit)
          .execute(),
        reports.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      await logAccess(app.ctx, user.id, 'list-audit-reports', filter.userId ?? user.id);
      return ok(reply, { data: rows.map(presentListItem), totalPages: Math.ceil(Number(counted.count) / filter.limit) });
    },
  );

  app.get('/audit-reports/get-by-id/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { user } = await requireUser(request);
    const report = await findVisibleReport(app.ctx, user, request.params.id);
    await logAccess(app.ctx, user.id, 'read-audit-report', report.id);
    // The body is a list with one element, as the portal has always read it (docs/api.md).
    return ok(reply, { data: [presentDetail(report)] });
  });

  app.delete('/audit-reports/delete/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { user } = await requireUser(request);
    const report = await findVisibleReport(app.ctx, user, request.params.id);
    await deleteReport(app.ctx, report);
    await logAccess(app.ctx, user.id, 'delete-audit-report', report.id);
    return ok(reply, null, 'Audit report deleted successfully');
  });
};
