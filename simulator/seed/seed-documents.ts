import { db, type AuditReportRecord } from '../db';
import { runEngineJob } from '../engine-host/run-engine-job';
import { isAdmin } from '@healthcare-portal/rules/documents/access';
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

/**
 * The file the build prepared for this key (build/serve-seed-files.ts), or null where there is none: in Node, or
 * while a dev server is still making them (its answer is then the app's page, not a PDF).
 */
async function preparedFile(key: string): Promise<Uint8Array | null> {
  if (typeof window === 'undefined') return null;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${SEED_FILES_DIR}/${key}.pdf`);
    const isPdf = response.ok && response.headers.get('content-type')?.startsWith('application/pdf');
    return isPdf ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** The original document: a generated chart whose last note is the one the report audits. */
function seedDocument(report: AuditReportRecord): Promise<Uint8Array> {
  return once(report.documentKey, async () => {
    const prepared = await preparedFile(report.documentKey);
    if (prepared) return prepared;
    // The generator and pdf-lib load with the first seed file made here, not with the simulator.
    const { generateChart } = await import('@healthcare-portal/demo/charts/generate-chart');
    const { seed, options } = seedChart(report);
    return (await generateChart(seed, options)).pdf;
  });
}

/** The AI Audit Report: the engine's own report on that note, made in the engine's Web Worker like any upload's. */
function seedReport(report: AuditReportRecord): Promise<Uint8Array> {
  return once(report.reportKey, async () => {
    const prepared = await preparedFile(report.reportKey);
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
    return audited.reportPdf;
  });
}

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
