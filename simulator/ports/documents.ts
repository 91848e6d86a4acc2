import type { AccessLog, AuditReportRecord, AuditReports, DocumentPorts, Uploads } from '@healthcare-portal/rules/documents/ports';
import { reportEvidenceSchema, type ReportEvidence } from '@healthcare-portal/contracts/report-evidence';
import { db, type AuditReportRecord as StoredReport } from '../db';
import { isSeedKey, seedEvidenceReady } from '../seed/seed-documents';
import { simulatorClock } from '../lib/clock';
import { simulatorConfig } from '../lib/config';
import { randomId } from '../lib/crypto';
import { deleteFile } from '../storage/file-store';
import { webCryptoHasher } from './hasher';

const reportOf = ({
  noteText: _text,
  textLayout: _layout,
  evidence: _evidence,
  requestKey: _key,
  ...report
}: StoredReport): AuditReportRecord => report;

const findReport = (id: string) => db.auditReport.findFirst({ where: { id: { equals: id } } });

/**
 * A report's stored evidence. A seeded report's is made with its AI Audit Report on first need (the warm-up after
 * sign-in has usually made it): the detail waits for that shared work; if it fails, the report opens without evidence.
 */
async function evidenceOf(id: string): Promise<ReportEvidence | null> {
  const stored = findReport(id);
  if (!stored) return null;
  if (stored.evidence === '' && isSeedKey(stored.reportKey)) await seedEvidenceReady(stored).catch(() => undefined);
  const evidence = findReport(id)?.evidence ?? '';
  return evidence === '' ? null : reportEvidenceSchema.parse(JSON.parse(evidence));
}
const contains = (value: string, part: string) => value.toLowerCase().includes(part.toLowerCase());

export const uploadsPort: Uploads = {
  byKey: async (key) => {
    const upload = db.upload.findFirst({ where: { key: { equals: key } } });
    return upload
      ? { key: upload.key, ownerId: upload.ownerId, fileName: upload.fileName, fileType: upload.fileType, pageCount: upload.pageCount }
      : null;
  },
  create: async (upload) => void db.upload.create(upload),
  remove: async (key) => void db.upload.delete({ where: { key: { equals: key } } }),
};

export const reportsPort: AuditReports = {
  byId: async (id) => {
    const report = findReport(id);
    return report ? reportOf(report) : null;
  },
  list: async ({ ownerId, patientName, subscriberId, offset, limit }) => {
    const found = db.auditReport
      .getAll()
      .filter((report) => !ownerId || report.ownerId === ownerId)
      .filter((report) => !patientName || contains(report.patientName, patientName))
      .filter((report) => !subscriberId || report.subscriberIds.some((id) => contains(id, subscriberId)))
      .sort((a, b) => b.auditDate.localeCompare(a.auditDate) || a.id.localeCompare(b.id));
    return { rows: found.slice(offset, offset + limit).map(reportOf), total: found.length };
  },
  byFile: async (key) => {
    const report =
      db.auditReport.findFirst({ where: { reportKey: { equals: key } } }) ??
      db.auditReport.findFirst({ where: { documentKey: { equals: key } } });
    return report ? reportOf(report) : null;
  },
  remove: async (id) => void db.auditReport.delete({ where: { id: { equals: id } } }),
  evidence: evidenceOf,
};

/**
 * The log keeps at most maxAccessLogEntries entries (a server keeps its log instead). Once full it drops the oldest
 * tenth at a time, so the sort runs once per tenth of new entries rather than on every logged read.
 */
function trimAccessLog(): void {
  const max = simulatorConfig.maxAccessLogEntries;
  const count = db.accessLog.count();
  if (count <= max) return;
  const keep = max - Math.floor(max / 10);
  const oldest = db.accessLog
    .getAll()
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, count - keep);
  for (const entry of oldest) db.accessLog.delete({ where: { id: { equals: entry.id } } });
}

export const accessLogPort: AccessLog = {
  record: async ({ userId, action, resource, at }) => {
    db.accessLog.create({ id: randomId(), userId, action, resource, at: new Date(at).toISOString() });
    trimAccessLog();
  },
};

/** The document rules' ports on the simulator's database and file store. */
export const documentPorts: DocumentPorts = {
  uploads: uploadsPort,
  reports: reportsPort,
  files: { remove: deleteFile },
  accessLog: accessLogPort,
  clock: simulatorClock,
  hasher: webCryptoHasher,
};
