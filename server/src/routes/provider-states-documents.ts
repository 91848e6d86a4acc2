import {
  AUDIT_STATES,
  DOCUMENT_STATES,
  PACT_AUDIT,
  PACT_DOCUMENTS,
  PACT_EVIDENCE,
  PACT_PROGRESS,
  PACT_SESSIONS,
  PACT_UPLOAD_LIMIT_BYTES,
  PACT_USERS,
  PROGRESS_STATES,
  UPLOAD_STATES,
} from '@healthcare-portal/contracts/provider-states';
import type { AppContext } from '../auth/context.ts';
import type { Config } from '../config.ts';
import type { Reservation } from '../http/admission.ts';
import { addReport } from '../testing/add-report.ts';
import type { StateContext, StateSetter } from './provider-states.ts';

// The per-file limit and memory budget a configuration started with: states lower them, every reset puts them back.
const startingFileLimit = new WeakMap<Config, number>();
const startingBudget = new WeakMap<Config, number>();
// The upload a busy state pretends is under way, given back at the next reset.
const heldReservations = new WeakMap<Config, Reservation>();

let pactChartMerged: Promise<{ pdf: Uint8Array; pageCount: number }> | undefined;

/**
 * The 3-note chart of the document pacts, merged as an upload would be (made once per process). The chart generator
 * and the merge are loaded here, on first use: an API node never loads the engine's PDF libraries otherwise.
 */
function mergedPactChart() {
  pactChartMerged ??= (async () => {
    const [{ mergeUploads }, { pactChart }] = await Promise.all([
      import('@healthcare-portal/engine'),
      import('@healthcare-portal/demo/charts/pact-chart'),
    ]);
    const chart = await pactChart();
    const merged = await mergeUploads([{ name: PACT_DOCUMENTS.fileName, bytes: chart.pdf }]);
    if (!merged.ok) throw new Error(merged.message);
    return merged;
  })();
  return pactChartMerged;
}

/** A merged upload of the pact chart under `key`, owned by `ownerId` (also the process tests' starting point). */
export async function storePactChart(ctx: AppContext, key: string, ownerId: string): Promise<void> {
  const { pdf, pageCount } = await mergedPactChart();
  await ctx.storage.put(key, pdf);
  await ctx.db
    .insertInto('uploads')
    .values({ key, owner_id: ownerId, file_name: PACT_DOCUMENTS.fileName, file_type: 'pdf', page_count: pageCount })
    .execute();
}

async function signedInWithLimit(ctx: StateContext, maxFileBytes?: number): Promise<void> {
  await ctx.reset();
  if (maxFileBytes !== undefined) ctx.config.maxFileBytes = maxFileBytes;
  await ctx.signIn(PACT_USERS.clinical.id, PACT_SESSIONS.clinical);
}

async function withCharts(ctx: StateContext): Promise<void> {
  await signedInWithLimit(ctx);
  await storePactChart(ctx, PACT_DOCUMENTS.ownKey, PACT_USERS.clinical.id);
  await storePactChart(ctx, PACT_DOCUMENTS.otherKey, PACT_USERS.staff.id);
}

async function withReports(ctx: StateContext, who: 'clinical' | 'admin'): Promise<void> {
  await ctx.reset();
  const common = {
    patient_name: PACT_AUDIT.patientName,
    subscriber_ids: [...PACT_AUDIT.subscriberIds],
    // Newer than every seeded report, so it heads any list it is in.
    audit_date: '2027-01-15T10:30:00.000Z',
  };
  await addReport(ctx, {
    ...common,
    id: PACT_AUDIT.ownReportId,
    owner_id: PACT_USERS.clinical.id,
    document_key: PACT_AUDIT.documentKey,
    report_key: PACT_AUDIT.reportKey,
    evidence: JSON.stringify(PACT_EVIDENCE),
  });
  await addReport(ctx, {
    ...common,
    id: PACT_AUDIT.otherReportId,
    owner_id: PACT_USERS.staff.id,
    performed_by_name: 'Sam Ortiz',
    performed_by_role: 'Office Staff',
    document_key: `staff-${PACT_AUDIT.documentKey}`,
    report_key: `staff-${PACT_AUDIT.reportKey}`,
  });
  await ctx.signIn(PACT_USERS[who].id, PACT_SESSIONS[who]);
}

/** The audit-report, upload, document and progress states of the pact files, spread into the account states. */
export const documentProviderStates: Record<string, StateSetter> = {
  [UPLOAD_STATES.normal]: (ctx) => signedInWithLimit(ctx),
  [UPLOAD_STATES.smallLimit]: (ctx) => signedInWithLimit(ctx, PACT_UPLOAD_LIMIT_BYTES),
  // An upload under way holds what it reserved, and the budget has no room beside it: the next upload gets 503.
  [UPLOAD_STATES.busy]: async (ctx) => {
    await signedInWithLimit(ctx);
    const underWay = ctx.admission.tryReserve(1);
    if (underWay) heldReservations.set(ctx.config, underWay);
    ctx.config.memoryBudgetBytes = 0;
  },
  [DOCUMENT_STATES.ownChart]: withCharts,
  [DOCUMENT_STATES.othersChart]: withCharts,
  [AUDIT_STATES.ownReport]: (ctx) => withReports(ctx, 'clinical'),
  [AUDIT_STATES.othersReport]: (ctx) => withReports(ctx, 'clinical'),
  [AUDIT_STATES.adminWithReports]: (ctx) => withReports(ctx, 'admin'),
  [PROGRESS_STATES.jobUnderWay]: async (ctx) => {
    await signedInWithLimit(ctx);
    const { progressId, stage, done, total } = PACT_PROGRESS;
    await ctx.db
      .insertInto('processing_progress')
      .values({ progress_id: progressId, owner_id: PACT_USERS.clinical.id, stage, done, total, updated_at: new Date(ctx.clock.now()) })
      .execute();
  },
};

/** Runs after every reset to the seed (tables are already empty): no stored files, the starting limit and budget. */
export async function resetDocumentData(ctx: StateContext): Promise<void> {
  const starting = startingFileLimit.get(ctx.config) ?? ctx.config.maxFileBytes;
  startingFileLimit.set(ctx.config, starting);
  ctx.config.maxFileBytes = starting;
  const budget = startingBudget.get(ctx.config) ?? ctx.config.memoryBudgetBytes;
  startingBudget.set(ctx.config, budget);
  ctx.config.memoryBudgetBytes = budget;
  heldReservations.get(ctx.config)?.release();
  heldReservations.delete(ctx.config);
  await ctx.storage.clear();
}
