import { db } from '../db';
import { clearDatabase } from '../lib/persistence';
import { seedDatabase } from '../seed/seed';
import { makeSeedFile } from '../seed/seed-documents';

/**
 * Every seeded report's original document and AI Audit Report, made in Node by the simulator's own seed code, keyed
 * by storage key. The seed is fixed and a report's bytes depend on its content alone, so these are the files the
 * browser would make on first read; the build ships them (serve-seed-files.ts) so no report waits for the engine.
 */
export async function makeSeedFiles(): Promise<Map<string, Uint8Array>> {
  clearDatabase();
  await seedDatabase();
  const files = new Map<string, Uint8Array>();
  for (const report of db.auditReport.getAll()) {
    for (const key of [report.documentKey, report.reportKey]) files.set(key, await makeSeedFile(key, report));
  }
  return files;
}
