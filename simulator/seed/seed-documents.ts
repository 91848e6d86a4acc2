import { db, type AuditReportRecord } from '../db';
import { runEngineJob } from '../engine-host/run-engine-job';
import { isAdmin } from '@healthcare-portal/rules/documents/access';
import { noteFieldsOf } from '../lib/note-fields';
import { seedChart } from './seed-chart';

export const SEED_DOCUMENT_PREFIX = 'seed-document/';
export const SEED_REPORT_PREFIX = 'seed-report/';

export const isSeedKey = (key: string) => key.startsWith(SEED_DOCUMENT_PREFIX) || key.startsWith(SEED_REPORT_PREFIX);

// Seed files are made on first read from the report's own fields, so the simulator starts fast and nothing large is
// stored or shipped; each is kept for the session (the seed is fixed, so a report's files never change).
const files = new Map<string, Promise<Uint8Array>>();
const ready = new Set<string>();

function once(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const cached = files.get(key);
  if (cached) return cached;
  const made = make();
  files.set(key, made);
  made.then(
    () => ready.add(key),
    // A failed attempt is not kept: the next read tries again.
    () => files.delete(key),
  );
  return made;
}

/** The seed files already made (the warm-up below, or a first read): answered at once from now on. */
export const preparedSeedFiles = (): string[] => [...ready];

/** The original document: a generated chart whose last note is the one the report audits. */
function seedDocument(report: AuditReportRecord): Promise<Uint8Array> {
  return once(report.documentKey, async () => {
    // The generator and pdf-lib load with the first seed file, not with the simulator.
    const { generateChart } = await import('@healthcare-portal/demo/charts/generate-chart');
    const { seed, options } = seedChart(report);
    return (await generateChart(seed, options)).pdf;
  });
}

/**
 * The AI Audit Report: the engine's own report on that note, made in the engine's Web Worker like any upload's; the
 * note's evidence, text and layout are filed on the record at the same time.
 */
function seedReport(report: AuditReportRecord): Promise<Uint8Array> {
  return once(report.reportKey, async () => {
    const pdf = await seedDocument(report);
    const result = await runEngineJob({
      kind: 'process',
      input: {
        // A copy: the job's buffer moves to the worker, and the cached document must stay readable.
        pdf: pdf.slice(),
        patient: { name: report.patientName, dob: report.patientDob, subscriberId: report.subscriberIds[0] ?? '' },
        allowMultiNote: true,
        performedBy: { fullName: report.performedByName, role: report.performedByRole },
        auditDate: report.auditDate,
      },
    });
    const audited = result.notes.at(-1);
    if (!audited) throw new Error(`The engine found no note in the seed document of ${report.id}`);
    // The engine's own text and layout replace the seed's planned text, so they line up as a processed report's do.
    db.auditReport.update({ where: { id: { equals: report.id } }, data: noteFieldsOf(audited) });
    return audited.reportPdf;
  });
}

/** A seeded report's evidence is made with its AI Audit Report: wait for that work (shared, made once). */
export const seedEvidenceReady = (report: AuditReportRecord): Promise<unknown> => seedReport(report);

export function makeSeedFile(key: string, report: AuditReportRecord): Promise<Uint8Array> {
  return key.startsWith(SEED_REPORT_PREFIX) ? seedReport(report) : seedDocument(report);
}

// History's first page (the screen shows 5 rows by default): the reports a user opens first after signing in.
const WARM_UP_REPORTS = 5;

/**
 * The warm-up after a sign-in: the user's seeded reports on History's first page, most recent first (the list's
 * order), get their original document and AI Audit Report made in the background, one report at a time. The rest
 * are made on their first open, so a sign-in never keeps the engine busy with every report (an admin sees them all).
 * A report opened meanwhile shares the same work; a failure is left for its first read.
 */
export async function prepareSeedFilesFor(userId: string): Promise<void> {
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  if (!user) return;
  const reports = db.auditReport
    .getAll()
    .filter((report) => (isAdmin(user) || report.ownerId === user.id) && isSeedKey(report.reportKey))
    .sort((a, b) => b.auditDate.localeCompare(a.auditDate))
    .slice(0, WARM_UP_REPORTS);
  for (const report of reports) await seedReport(report).catch(() => undefined);
}
