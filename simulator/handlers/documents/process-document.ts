import { http } from 'msw';
import { processRequestSchema, type ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { db } from '../../db';
import { sha256 } from '../../lib/crypto';
import { fail, ok } from '../../lib/respond';
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
 * POST /rag/process: the caller's own upload, as themselves, with the patient checked by the shared schema.
 * One audit report per note; the same request (same upload, same options) answers the earlier result.
 */
export const processDocumentHandler = http.post(
  apiPath('/rag/process'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const body = await validate(processRequestSchema, await readJson(request));
    if (body.userId !== user.id) return fail(403, 'You can only process documents as yourself');
    const upload = db.upload.findFirst({ where: { key: { equals: body.s3Key } } });
    if (!upload || upload.ownerId !== user.id) return fail(404, 'Document not found');

    const { userId: _userId, ...options } = body;
    const requestKey = await sha256(JSON.stringify({ ownerId: user.id, ...options }));
    const progressId = new URL(request.url).searchParams.get('progressId');
    const result = await processOnce(requestKey, () => runProcessing({ request: body, user, upload, requestKey, progressId }));
    return ok(result, result.message ?? 'Document processed successfully');
  }),
);
