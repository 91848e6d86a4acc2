import { sql } from 'kysely';
import type { AccessLog, AuditReportRecord, AuditReports, DocumentPorts, Uploads } from '@healthcare-portal/rules/documents/ports';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Db } from '../db/database.ts';
import type { AuditReport, NewAuditReport } from '../db/schema-documents.ts';
import type { FileStorage } from '../storage/storage.ts';
import { argon2Hasher } from './hasher.ts';

export const reportOf = (row: AuditReport): AuditReportRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  performedByName: row.performed_by_name,
  performedByRole: row.performed_by_role,
  patientName: row.patient_name,
  patientDob: row.patient_dob,
  subscriberIds: row.subscriber_ids,
  auditDate: new Date(row.audit_date).toISOString(),
  noteDate: row.note_date,
  docType: row.doc_type,
  documentKey: row.document_key,
  reportKey: row.report_key,
});

/** A report as its row (what processing inserts; note text and request key are the server's own columns). */
export const rowOf = (report: AuditReportRecord): Omit<NewAuditReport, 'note_text' | 'request_key'> => ({
  id: report.id,
  owner_id: report.ownerId,
  performed_by_name: report.performedByName,
  performed_by_role: report.performedByRole,
  patient_name: report.patientName,
  patient_dob: report.patientDob,
  subscriber_ids: report.subscriberIds,
  audit_date: report.auditDate,
  note_date: report.noteDate,
  doc_type: report.docType,
  document_key: report.documentKey,
  report_key: report.reportKey,
});

export function uploadsPort(db: Db): Uploads {
  return {
    byKey: async (key) => {
      const row = await db.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst();
      return row
        ? { key: row.key, ownerId: row.owner_id, fileName: row.file_name, fileType: row.file_type, pageCount: row.page_count }
        : null;
    },
    create: async (upload) => {
      await db
        .insertInto('uploads')
        .values({
          key: upload.key,
          owner_id: upload.ownerId,
          file_name: upload.fileName,
          file_type: upload.fileType,
          page_count: upload.pageCount,
        })
        .execute();
    },
    remove: async (key) => {
      await db.deleteFrom('uploads').where('key', '=', key).execute();
    },
  };
}

/** `%part%` for ILIKE, with the pattern characters of the part taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function reportsPort(db: Db): AuditReports {
  return {
    byId: async (id) => {
      const row = await db.selectFrom('audit_reports').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? reportOf(row) : null;
    },
    list: async ({ ownerId, patientName, subscriberId, offset, limit }) => {
      let query = db.selectFrom('audit_reports');
      if (ownerId) query = query.where('owner_id', '=', ownerId);
      if (patientName) query = query.where('patient_name', 'ilike', containing(patientName));
      if (subscriberId) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom(sql<{ id: string }>`unnest(audit_reports.subscriber_ids)`.as('subscriber'))
              .select(sql`1`.as('one'))
              .where(sql<boolean>`subscriber.subscriber ilike ${containing(subscriberId)}`),
          ),
        );
      }
      const [rows, counted] = await Promise.all([
        query.selectAll().orderBy('audit_date', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(reportOf), total: Number(counted.count) };
    },
    byFile: async (key) => {
      const row = await db
        .selectFrom('audit_reports')
        .selectAll()
        .where((eb) => eb.or([eb('report_key', '=', key), eb('document_key', '=', key)]))
        .executeTakeFirst();
      return row ? reportOf(row) : null;
    },
    remove: async (id) => {
      await db.deleteFrom('audit_reports').where('id', '=', id).execute();
    },
  };
}

/** Kept with the data, as long as ACCESS_LOG_RETENTION_DAYS says (app.ts trims it). */
export function accessLogPort(db: Db): AccessLog {
  return {
    record: async ({ userId, action, resource, at }) => {
      await db
        .insertInto('access_log')
        .values({ user_id: userId, action, resource, at: new Date(at) })
        .execute();
    },
  };
}

/** The document rules' ports on PostgreSQL (Kysely) and the file store. */
export function documentPorts(deps: { db: Db; clock: Clock; storage: FileStorage }): DocumentPorts {
  return {
    uploads: uploadsPort(deps.db),
    reports: reportsPort(deps.db),
    files: { remove: (key) => deps.storage.delete(key) },
    accessLog: accessLogPort(deps.db),
    clock: deps.clock,
    hasher: argon2Hasher,
  };
}
