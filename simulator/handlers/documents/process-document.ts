import { http } from 'msw';
import { processRequestSchema, type ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { processed } from '@healthcare-portal/rules/documents/messages';
import { admitProcessing } from '@healthcare-portal/rules/documents/process';
import { ok } from '../../lib/respond';
import { documentPorts } from '../../ports/documents';
import { apiPath, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';
import { runProcessing } from './run-processing';
import { loadResult, saveResult } from './stored-results';

// The same request arriving while its twin still runs (a double click, a retry) waits for that one.
const running = new Map<string, Promise<ProcessResult>>();

async function processOnce(requestKey: string, start: () => Promise<ProcessResult>): Promise<ProcessResult> {
  const earlier = running.get(requestKey) ?? (await loadResult(requestKey));
  if (earlier) return earlier;
  const job = start().then(async (result) => {
    await saveResult(requestKey, result);
    return result;
  });
  running.set(requestKey, job);
  try {
    return await job;
  } finally {
    running.delete(requestKey);
  }
}

/**
 * POST /rag/process: admitted by the rules (rules/documents/process.ts); one audit report per note, and the same
 * request (same upload, same options) answers the earlier result, also while its twin still runs.
 */
export const processDocumentHandler = http.post(
  apiPath('/rag/process'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const body = await validate(processRequestSchema, await readJson(request));
    const { upload, requestKey } = await admitProcessing(documentPorts, user, body);
    const progressId = new URL(request.url).searchParams.get('progressId');
    const result = await processOnce(requestKey, () => runProcessing({ request: body, user, upload, requestKey, progressId }));
    return ok(result, result.message ?? processed(result.notes.length));
  }),
);
