import type { AppContext } from '../auth/context.ts';
import type { AuditReport } from '../db/schema-documents.ts';
import { HttpError } from '../http/envelope.ts';
import { storageOf } from './services.ts';

export const REPORT_NOT_FOUND = 'Audit report not found';

export const isAdmin = (user: { role: string }) => user.role === 'Admin';

/** Someone else's report answers exactly like a missing one (404, never 403), so ids cannot be probed. */
export async function findVisibleReport(ctx: AppContext, user: { id: string; role: string }, id: string): Promise<AuditReport> {
  const report = await ctx.db.selectFrom('audit_reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!report || (!isAdmin(user) && report.owner_id !== user.id)) throw new HttpError(404, REPORT_NOT_FOUND);
  return report;
}

/** The report goes with its PDF; the original document (which may back several reports) goes with the last of them. */
export async function deleteReport(ctx: AppContext, report: AuditReport): Promise<void> {
  const storage = storageOf(ctx);
  await ctx.db.deleteFrom('audit_reports').where('id', '=', report.id).execute();
  await storage.delete(report.report_key);
  const stillUsed = await ctx.db
    .selectFrom('audit_reports')
    .select('id')
    .where('document_key', '=', report.document_key)
    .executeTakeFirst();
  if (stillUsed) return;
  await ctx.db.deleteFrom('uploads').where('key', '=', report.document_key).execute();
  await storage.delete(report.document_key);
}

/** Whom a stored file belongs to: the report it is the PDF or original of, else the upload it is. */
export async function ownerOfFile(ctx: AppContext, key: string): Promise<string | null> {
  const report = await ctx.db
    .selectFrom('audit_reports')
    .select('owner_id')
    .where((eb) => eb.or([eb('report_key', '=', key), eb('document_key', '=', key)]))
    .executeTakeFirst();
  if (report) return report.owner_id;
  const upload = await ctx.db.selectFrom('uploads').select('owner_id').where('key', '=', key).executeTakeFirst();
  return upload?.owner_id ?? null;
}
