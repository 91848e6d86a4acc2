import type { ColumnType, Insertable, Selectable } from 'kysely';

// Table types of migrations/002_documents.sql; the core's Database type merges DocumentTables.

type Instant = ColumnType<Date, Date | string, Date | string>;
type DefaultInstant = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UploadsTable {
  key: string;
  owner_id: string;
  file_name: string;
  file_type: string;
  page_count: number;
  created_at: DefaultInstant;
}

export interface AuditReportsTable {
  id: string;
  owner_id: string;
  performed_by_name: string;
  performed_by_role: string;
  patient_name: string;
  patient_dob: string;
  subscriber_ids: string[];
  audit_date: Instant;
  note_date: string;
  doc_type: string;
  document_key: string;
  report_key: string;
  note_text: ColumnType<string, string | undefined, string>;
  request_key: string | null;
  /** ReportEvidence (contracts/api/report-evidence.ts), JSON text on the way in; null before migration 005 */
  evidence: ColumnType<unknown, string | null | undefined, string | null>;
  /** the note's TextLayoutLine[] (engine), JSON text on the way in; never served */
  text_layout: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface ProcessingRequestsTable {
  request_key: string;
  owner_id: string;
  state: 'queued' | 'done' | 'failed';
  /** the ProcessResult answered, as JSON text on the way in */
  result: ColumnType<unknown, string | null, string | null>;
  claimed_at: DefaultInstant;
  /** the queue's job that answers this request (server/src/jobs/queue.ts) */
  job_id: string | null;
  /** a refusal for the waiting request (the engine could not read the document) */
  error_status: number | null;
  error_message: string | null;
}

export interface ProcessingProgressTable {
  progress_id: string;
  owner_id: string;
  stage: string;
  done: number;
  total: number;
  updated_at: DefaultInstant;
}

export interface DocumentTables {
  uploads: UploadsTable;
  audit_reports: AuditReportsTable;
  processing_requests: ProcessingRequestsTable;
  processing_progress: ProcessingProgressTable;
}

export type Upload = Selectable<UploadsTable>;
export type AuditReport = Selectable<AuditReportsTable>;
export type NewAuditReport = Insertable<AuditReportsTable>;
