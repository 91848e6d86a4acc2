// The small ports the document rules run over: uploads, audit reports, stored files, the access log, the clock and a
// digest. The server implements them on PostgreSQL and its file store, the simulator on @mswjs/data and its own.
import type { Hasher } from '../accounts/ports.ts';
import type { Clock } from '../clock.ts';
import type { ReportEvidence } from '@healthcare-portal/contracts/report-evidence';

/** A merged upload: its storage key (`uploads/...`), whose it is, and what the user sees of it. */
export type UploadRecord = { key: string; ownerId: string; fileName: string; fileType: string; pageCount: number };

export type Uploads = {
  byKey: (key: string) => Promise<UploadRecord | null>;
  create: (upload: UploadRecord) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

export type AuditReportRecord = {
  id: string;
  ownerId: string;
  performedByName: string;
  performedByRole: string;
  patientName: string;
  patientDob: string;
  subscriberIds: string[];
  /** ISO 8601, UTC. */
  auditDate: string;
  noteDate: string;
  docType: string;
  /** The merged upload the report was made from (it may back several reports, one per note). */
  documentKey: string;
  /** The AI Audit Report PDF. */
  reportKey: string;
};

/** Which reports a list shows: the rules decide whose; the store matches text case-insensitively on any part. */
export type ReportQuery = { ownerId?: string; patientName?: string; subscriberId?: string; offset: number; limit: number };

export type AuditReports = {
  byId: (id: string) => Promise<AuditReportRecord | null>;
  /** Newest audit first, then by id (one audit's notes in the document's order); `total` counts every match. */
  list: (query: ReportQuery) => Promise<{ rows: AuditReportRecord[]; total: number }>;
  /** A report whose PDF or original document is stored under `key`. */
  byFile: (key: string) => Promise<AuditReportRecord | null>;
  remove: (id: string) => Promise<void>;
  /** Where the report's findings stand in its original (rules/documents/evidence.ts); null for reports made before. */
  evidence: (id: string) => Promise<ReportEvidence | null>;
};

export type StoredFiles = { remove: (key: string) => Promise<void> };

export type AccessAction = 'list-audit-reports' | 'read-audit-report' | 'delete-audit-report' | 'read-file';
/**
 * Who read or changed what, and when (docs/spec/server-rules.md#documents-and-audit-reports). `resource` is an id or
 * a storage key, never a search term: filters carry patient names, and the log must not hold patient data in clear
 * text.
 */
export type AccessLog = { record: (entry: { userId: string; action: AccessAction; resource: string; at: number }) => Promise<void> };

export type DocumentPorts = {
  uploads: Uploads;
  reports: AuditReports;
  files: StoredFiles;
  accessLog: AccessLog;
  clock: Clock;
  hasher: Pick<Hasher, 'digest'>;
};

/** Who asks: the rules need the id and whether they are an Admin. */
export type Caller = { id: string; role: string };
