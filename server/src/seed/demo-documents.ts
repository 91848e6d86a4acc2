import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';
import type { AppContext } from '../auth/context.ts';
import { noteColumnsOf } from '../ports/documents.ts';
import { createEnginePool, type EnginePool } from '../jobs/engine-pool.ts';
import { DEMO_ACCOUNTS } from '@healthcare-portal/demo/accounts';
import { DEMO_REPORTS, type DemoReport } from './demo-history.ts';

/** FNV-1a: a stable seed from the report id, so a report's chart is the same on every start. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

/**
 * One seeded report: a generated chart of its patient whose last note is the audited one (two earlier visits
 * first, as a real release of records reads), audited by the engine in the pool like any upload.
 */
async function seedReport(ctx: AppContext, engine: EnginePool, report: DemoReport): Promise<void> {
  const { patient } = report;
  const chart = await generateChart(seedOf(report.id), {
    notes: 3,
    wrongPatientPage: false,
    priorReports: 0,
    today: report.auditDate.slice(0, 10),
    patient: { first: patient.first, last: patient.last, dob: patient.dob, sex: patient.sex },
    lastNote: { docType: report.docType, noteDate: report.noteDate },
  });
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.id === report.ownerId);
  if (!account) throw new Error(`No demo account ${report.ownerId}`);
  const result = await engine.run({
    kind: 'process',
    input: {
      pdf: chart.pdf.slice(),
      patient: { name: `${patient.first} ${patient.last}`, dob: patient.dob, subscriberId: patient.subscriberIds[0] ?? '' },
      allowMultiNote: true,
      performedBy: { fullName: account.fullName, role: account.role },
      auditDate: report.auditDate,
    },
  });
  const audited = result.notes.at(-1);
  if (!audited) throw new Error(`The engine found no note in the seed chart of ${report.id}`);

  const documentKey = `seed-documents/${report.id}`;
  const reportKey = `seed-reports/${report.id}`;
  const storage = ctx.storage;
  await storage.put(documentKey, chart.pdf);
  await storage.put(reportKey, audited.reportPdf);
  await ctx.db
    .insertInto('audit_reports')
    .values({
      id: report.id,
      owner_id: report.ownerId,
      performed_by_name: account.fullName,
      performed_by_role: account.role,
      patient_name: `${patient.first} ${patient.last}`,
      patient_dob: patient.dob,
      subscriber_ids: [...patient.subscriberIds],
      audit_date: report.auditDate,
      note_date: report.noteDate,
      doc_type: report.docType,
      document_key: documentKey,
      report_key: reportKey,
      ...noteColumnsOf(audited),
      request_key: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The demo audit history of `npm run server -- --seed-demo`: reports made by the engine on generated charts, at seed
 * time, in a pool of its own. The demo accounts exist when this runs. Only missing reports are made (on the first
 * seeded start, or after a user deleted one), so later starts are quick.
 */
export async function seedDemoDocuments(ctx: AppContext, engine?: EnginePool): Promise<void> {
  const present = new Set(
    (await ctx.db.selectFrom('audit_reports').select('id').where('id', 'like', 'seed-report-%').execute()).map((row) => row.id),
  );
  const missing = DEMO_REPORTS.filter((report) => !present.has(report.id));
  if (missing.length === 0) return;
  const pool = engine ?? createEnginePool({ threads: ctx.config.processingThreads });
  try {
    await Promise.all(missing.map((report) => seedReport(ctx, pool, report)));
  } finally {
    if (!engine) await pool.close();
  }
}
