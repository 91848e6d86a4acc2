import type { AppContext } from '../auth/context.ts';
import type { NewAuditReport } from '../db/schema-documents.ts';

/** A minimal PDF: enough for file answers, Range and deletes (the engine never reads it). */
export const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An audit report with its original document and report PDF stored, as processing would leave them. */
export async function addReport(ctx: AppContext, fields: Partial<NewAuditReport> & Pick<NewAuditReport, 'id' | 'owner_id'>) {
  const row: NewAuditReport = {
    performed_by_name: 'Dr. Priya Raman',
    performed_by_role: 'Clinical User',
    patient_name: 'Pact Patient',
    patient_dob: '1960-02-29',
    subscriber_ids: ['SUBPACT01', 'MEDPACT02'],
    audit_date: '2027-01-15T10:30:00.000Z',
    note_date: '2027-01-10',
    doc_type: 'Progress Note',
    document_key: `documents/${fields.id}`,
    report_key: `reports/${fields.id}`,
    note_text: '',
    request_key: null,
    ...fields,
  };
  const storage = ctx.storage;
  await storage.put(row.document_key, TINY_PDF);
  await storage.put(row.report_key, TINY_PDF);
  await ctx.db
    .insertInto('uploads')
    .values({ key: row.document_key, owner_id: row.owner_id, file_name: 'note.pdf', file_type: 'pdf', page_count: 1 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await ctx.db.insertInto('audit_reports').values(row).execute();
  return row;
}
