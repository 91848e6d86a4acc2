import { generateChart } from '../../../fixtures/charts/generate-chart';
import { db } from '../../db';
import { mergeUploads } from '@healthcare-portal/engine';
import { simulatorConfig } from '../../lib/config';
import { startSession } from '../../lib/sessions';
import { resetSimulator } from '../../lifecycle';
import { putFile } from '../../storage/file-store';
import { PACT_SESSIONS, type StateHandler } from '../provider-states';

/** Keys the document pacts name: a merged 3-note chart owned by the Clinical User, and one owned by Office Staff. */
export const PACT_DOCUMENTS = {
  ownKey: 'uploads/pact-chart',
  otherKey: 'uploads/pact-chart-staff',
  fileName: 'pact-chart.pdf',
} as const;

/** The seeded 3-note chart the process pacts name (its ground truth gives the headers they expect). */
export const pactChart = () => generateChart(4, { notes: 3, wrongPatientPage: false, cloneRate: 0 });

async function storeChart(key: string, ownerId: string): Promise<void> {
  const merged = await mergeUploads([{ name: PACT_DOCUMENTS.fileName, bytes: (await pactChart()).pdf }]);
  if (!merged.ok) throw new Error(merged.message);
  await putFile(key, merged.pdf);
  db.upload.create({ key, ownerId, fileName: PACT_DOCUMENTS.fileName, fileType: 'pdf', pageCount: merged.pageCount });
}

/** The 413 pact needs a small file over the limit; a 50 MB body does not belong in a pact file. */
export const PACT_UPLOAD_LIMIT_BYTES = 1024;
const DEFAULT_MAX_FILE_BYTES = simulatorConfig.maxFileBytes;

// The seed reset leaves the configuration alone, so every document state sets the limit it means.
async function signedInWithLimit(maxFileBytes: number): Promise<void> {
  await resetSimulator();
  simulatorConfig.maxFileBytes = maxFileBytes;
  await startSession('user-clinical', 'full', PACT_SESSIONS.clinical);
}

async function withCharts(): Promise<void> {
  await signedInWithLimit(DEFAULT_MAX_FILE_BYTES);
  await storeChart(PACT_DOCUMENTS.ownKey, 'user-clinical');
  await storeChart(PACT_DOCUMENTS.otherKey, 'user-staff');
}

export const UPLOAD_STATES = {
  normal: 'the Clinical User is signed in with the standard upload limits',
  smallLimit: 'the Clinical User is signed in and the per-file upload limit is 1 KB',
} as const;

export const DOCUMENT_STATES = {
  ownChart: 'the Clinical User is signed in and has uploaded the 3-note chart uploads/pact-chart',
  othersChart: 'the Office Staff user has uploaded uploads/pact-chart-staff and the Clinical User is signed in',
} as const;

export const documentProviderStates: Record<string, StateHandler> = {
  [UPLOAD_STATES.normal]: () => signedInWithLimit(DEFAULT_MAX_FILE_BYTES),
  [UPLOAD_STATES.smallLimit]: () => signedInWithLimit(PACT_UPLOAD_LIMIT_BYTES),
  [DOCUMENT_STATES.ownChart]: withCharts,
  [DOCUMENT_STATES.othersChart]: withCharts,
};
