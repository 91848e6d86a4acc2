import { db } from '../../db';
import { mergeUploads } from '@healthcare-portal/engine';
import { failNext } from '../../lib/controls';
import { simulatorConfig } from '../../lib/config';
import { putFile } from '../../storage/file-store';
import { resetForState, signIn, type StateHandler } from '../provider-states';
import {
  DOCUMENT_STATES,
  PACT_DOCUMENTS,
  PACT_SESSIONS,
  PACT_UPLOAD_LIMIT_BYTES,
  UPLOAD_STATES,
} from '@healthcare-portal/contracts/provider-states';
import { pactChart } from '@healthcare-portal/demo/charts/pact-chart';
import { SERVER_BUSY_STATUS } from '@healthcare-portal/contracts/busy';
import { BUSY_RETRY_AFTER_SECONDS } from '@healthcare-portal/rules/protocol';

async function storeChart(key: string, ownerId: string): Promise<void> {
  const merged = await mergeUploads([{ name: PACT_DOCUMENTS.fileName, bytes: (await pactChart()).pdf }]);
  if (!merged.ok) throw new Error(merged.message);
  await putFile(key, merged.pdf);
  db.upload.create({ key, ownerId, fileName: PACT_DOCUMENTS.fileName, fileType: 'pdf', pageCount: merged.pageCount });
}

const DEFAULT_MAX_FILE_BYTES = simulatorConfig.maxFileBytes;

// The seed reset leaves the configuration alone, so every document state sets the limit it means.
async function signedInWithLimit(maxFileBytes: number): Promise<void> {
  await resetForState();
  simulatorConfig.maxFileBytes = maxFileBytes;
  await signIn('user-clinical', PACT_SESSIONS.clinical);
}

async function withCharts(): Promise<void> {
  await signedInWithLimit(DEFAULT_MAX_FILE_BYTES);
  await storeChart(PACT_DOCUMENTS.ownKey, 'user-clinical');
  await storeChart(PACT_DOCUMENTS.otherKey, 'user-staff');
}

export const documentProviderStates: Record<string, StateHandler> = {
  [UPLOAD_STATES.normal]: () => signedInWithLimit(DEFAULT_MAX_FILE_BYTES),
  [UPLOAD_STATES.smallLimit]: () => signedInWithLimit(PACT_UPLOAD_LIMIT_BYTES),
  // The simulator holds no memory budget: the next upload answers as a busy server would, with a real server's wait
  // (docs/api.md, 'Busy').
  [UPLOAD_STATES.busy]: async () => {
    await signedInWithLimit(DEFAULT_MAX_FILE_BYTES);
    failNext('POST', '/s3/upload-multiple-files', SERVER_BUSY_STATUS, BUSY_RETRY_AFTER_SECONDS);
  },
  [DOCUMENT_STATES.ownChart]: withCharts,
  [DOCUMENT_STATES.othersChart]: withCharts,
};
