import { z } from 'zod';
import { db, type AuditReportRecord } from '../db';
import { runEngineJob } from '../engine-host/run-engine-job';
import { isAdmin } from '@healthcare-portal/rules/documents/access';
import { noteFieldsOf } from '../lib/note-fields';
import { seedChart } from './seed-chart';
import { SEED_FILES_DIR } from './seed-file-paths';

export const SEED_DOCUMENT_PREFIX = 'seed-document/';
export const SEED_REPORT_PREFIX = 'seed-report/';

export const isSeedKey = (key: string) => key.startsWith(SEED_DOCUMENT_PREFIX) || key.startsWith(SEED_REPORT_PREFIX);

// Seed files come prepared with the build (fetched on first read) or are made on first read from the report's own
// fields; either way nothing large is stored, and each is kept for the session (the seed is fixed, so a report's
// files never change).
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

/** The names of a seeded report's prepared files (build/make-seed-files.ts) under SEED_FILES_DIR. */
export const seedFileNames = (report: AuditReportRecord) => ({
  document: `${report.documentKey}.pdf`,
  report: `${report.reportKey}.pdf`,
  noteFields: `${report.reportKey}.json`,
});

// The note's fields the engine files beside its report (lib/note-fields.ts), as the build prepared them.
const preparedNoteFields = z.object({ noteText: z.string(), textLayout: z.string(), evidence: z.string() });

/**
 * The file the build prepared under this name (build/serve-seed-files.ts), or null where there is none: in Node, or
 * while a dev server is still making them (its answer is then the app's page, not the type asked for).
 */
async function preparedFile(name: string, type: 'application/pdf' | 'application/json'): Promise<Uint8Array | null> {
  if (typeof window === 'undefined') return null;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${SEED_FILES_DIR}/${name}`);
    const isType = response.ok && response.headers.get('content-type')?.startsWith(type);
    return isType ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** The report's prepared PDF, its note's fields filed on the record as the engine would file them; null if either is missing. */
async function preparedReport(report: AuditReportRecord): Promise<Uint8Array | null> {
  const names = seedFileNames(report);
  const [pdf, fields] = await Promise.all([
    preparedFile(names.report, 'application/pdf'),
    preparedFile(names.noteFields, 'application/json'),
  ]);
  const parsed = fields ? preparedNoteFields.safeParse(jsonOf(fields)) : null;
  if (!pdf || !parsed?.success) return null;
  db.auditReport.update({ where: { id: { equals: report.id } }, data: parsed.data });
  return pdf;
}

/** The original document: a generated chart whose last note is the one the report audits. */
function seedDocument(report: AuditReportRecord): Promise<Uint8Array> {
  return once(report.documentKey, async () => {
    const prepared = await preparedFile(seedFileNames(report).document, 'application/pdf');
    if (prepared) return prepared;
    // The generator and pdf-lib load with the first seed file made here, not with the simulator.
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
    const prepared = await preparedReport(report);
    if (prepared) return prepared;
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
 * order), get their original document and AI Audit Report fetched (or made) in the background, one report at a time.
 * The rest come on their first open, so a sign-in never keeps the engine busy with every report where the build
 * prepared none (an admin sees them all). A report opened meanwhile shares the same work; a failure is left for its
 * first read.
 */
export async function prepareSeedFilesFor(userId: string): Promise<void> {
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  if (!user) return;
  const reports = db.auditReport
    .getAll()
    .filter((report) => (isAdmin(user) || report.ownerId === user.id) && isSeedKey(report.reportKey))
    .sort((a, b) => b.auditDate.localeCompare(a.auditDate))
    .slice(0, WARM_UP_REPORTS);
  for (const report of reports) await Promise.all([seedDocument(report), seedReport(report)]).catch(() => undefined);
}
