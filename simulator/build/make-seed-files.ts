import { db } from '../db';
import { clearDatabase } from '../lib/persistence';
import { seedDatabase } from '../seed/seed';
import { makeSeedFile, seedFileNames } from '../seed/seed-documents';

/**
 * Every seeded report's original document and AI Audit Report, made in Node by the simulator's own seed code, and the
 * note's fields the engine filed on the report with them (its text, layout and evidence), keyed by file name
 * (seedFileNames). The seed is fixed and a report's bytes depend on its content alone, so these are the files the
 * browser would make on first read; the build ships them (serve-seed-files.ts) so no report waits for the engine.
 */
export async function makeSeedFiles(): Promise<Map<string, Uint8Array>> {
  clearDatabase();
  await seedDatabase();
  const files = new Map<string, Uint8Array>();
  for (const report of db.auditReport.getAll()) {
    const names = seedFileNames(report);
    files.set(names.document, await makeSeedFile(report.documentKey, report));
    files.set(names.report, await makeSeedFile(report.reportKey, report));
    const filed = db.auditReport.findFirst({ where: { id: { equals: report.id } } }) ?? report;
    const fields = { noteText: filed.noteText, textLayout: filed.textLayout, evidence: filed.evidence };
    files.set(names.noteFields, new TextEncoder().encode(JSON.stringify(fields)));
  }
  return files;
}
