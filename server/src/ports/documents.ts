import { sql } from 'kysely';
import type { AccessLog, AuditReportRecord, AuditReports, DocumentPorts, Uploads } from '@healthcare-portal/rules/documents/ports';
import type { Clock } from '@healthcare-portal/rules/clock';
import { reportEvidenceSchema } from '@healthcare-portal/contracts/report-evidence';
import type { NoteResult } from '@healthcare-portal/engine';
import { reportEvidenceOf, type NoteEvidenceSource } from '@healthcare-portal/rules/documents/evidence';
import type { Db } from '../db/database.ts';
import type { AuditReport, NewAuditReport } from '../db/schema-documents.ts';
import type { FileStorage } from '../storage/storage.ts';
import { argon2Hasher } from './hasher.ts';

/** The columns a report record is made of: never the evidence or the note's text and layout, which can be large. */
const RECORD_COLUMNS = [
  'id',
  'owner_id',
  'performed_by_name',
  'performed_by_role',
  'patient_name',
  'patient_dob',
  'subscriber_ids',
  'audit_date',
  'note_date',
  'doc_type',
  'document_key',
  'report_key',
] as const satisfies readonly (keyof AuditReport)[];

export const reportOf = (row: Pick<AuditReport, (typeof RECORD_COLUMNS)[number]>): AuditReportRecord => ({
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

/** A report as its row (what processing inserts; note text, layout, evidence and request key are added by the caller). */
export const rowOf = (report: AuditReportRecord): Omit<NewAuditReport, 'note_text' | 'request_key' | 'evidence' | 'text_layout'> => ({
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

/**
 * A note's own columns beside its report: its text and layout, passed back to the engine when this patient is
 * processed again (a copy from this note is then shown in this report's original), and its evidence for the detail.
 */
export const noteColumnsOf = (note: NoteEvidenceSource & Pick<NoteResult, 'text' | 'textLayout'>) => ({
  note_text: note.text,
  text_layout: JSON.stringify(note.textLayout),
  evidence: JSON.stringify(reportEvidenceOf(note)),
});

/** `%part%` for ILIKE, with the pattern characters of the part taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function reportsPort(db: Db): AuditReports {
  return {
    byId: async (id) => {
      const row = await db.selectFrom('audit_reports').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
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
        query.select(RECORD_COLUMNS).orderBy('audit_date', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(reportOf), total: Number(counted.count) };
    },
    byFile: async (key) => {
      const row = await db
        .selectFrom('audit_reports')
        .select(RECORD_COLUMNS)
        .where((eb) => eb.or([eb('report_key', '=', key), eb('document_key', '=', key)]))
        .executeTakeFirst();
      return row ? reportOf(row) : null;
    },
    remove: async (id) => {
      await db.deleteFrom('audit_reports').where('id', '=', id).execute();
    },
    evidence: async (id) => {
      const row = await db.selectFrom('audit_reports').select('evidence').where('id', '=', id).executeTakeFirst();
      // Stored by this server from the same schema; parsed again so a hand-edited row cannot reach a user unchecked.
      return row?.evidence ? reportEvidenceSchema.parse(row.evidence) : null;
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
