import type { AuditReportRecord } from '../db';

export const SEED_DOCUMENT_PREFIX = 'seed-document/';
export const SEED_REPORT_PREFIX = 'seed-report/';

export const isSeedKey = (key: string) => key.startsWith(SEED_DOCUMENT_PREFIX) || key.startsWith(SEED_REPORT_PREFIX);

/** Seed PDFs are made on demand from the report's own fields, so nothing large is stored or shipped. */
export async function makeSeedFile(key: string, report: AuditReportRecord): Promise<Uint8Array> {
  const { renderSeedPdf } = await import('./render-seed-pdf');
  return renderSeedPdf(report, key.startsWith(SEED_REPORT_PREFIX) ? 'report' : 'document');
}
