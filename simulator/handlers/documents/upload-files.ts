import { http } from 'msw';
import { UPLOAD_FOLDER, UPLOAD_MESSAGES } from '@healthcare-portal/contracts/documents/upload-files';
import { recordUpload } from '@healthcare-portal/rules/documents/upload';
import { MULTIPART_OVERHEAD_BYTES, uploadTooLarge } from '@healthcare-portal/engine/limits';
import { runEngineJob } from '../../engine-host/run-engine-job';
import { simulatorConfig } from '../../lib/config';
import { randomId } from '../../lib/crypto';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { fail, respond } from '../../lib/respond';
import { documentPorts } from '../../ports/documents';
import { apiPath, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { putFile } from '../../storage/file-store';

const limits = () => ({
  maxFiles: simulatorConfig.maxFiles,
  maxFileBytes: simulatorConfig.maxFileBytes,
  maxTotalBytes: simulatorConfig.maxTotalBytes,
});

async function readForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > simulatorConfig.maxTotalBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new Refusal(413, uploadTooLarge(simulatorConfig.maxTotalBytes));
  }
  try {
    return await request.formData();
  } catch {
    throw new Refusal(400, UPLOAD_MESSAGES.notMultipart);
  }
}

/** POST /s3/upload-multiple-files: types by content, limits, merged in order in a worker, stored for its owner. */
export const uploadFilesHandler = http.post(
  apiPath('/s3/upload-multiple-files'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const form = await readForm(request);
    // Only the private documents area exists; an absent folder means that same area (docs/decisions-docs-cloning.md).
    const folder = form.get('folder');
    if (folder !== null && folder !== UPLOAD_FOLDER)
      return fail(400, UPLOAD_MESSAGES.folder, { errors: { folder: UPLOAD_MESSAGES.folder } });

    const parts = form.getAll('files').filter((part): part is File => typeof part !== 'string');
    const files = await Promise.all(parts.map(async (part) => ({ name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) })));
    const names = files.map((file) => file.name);
    const merged = await runEngineJob({ kind: 'merge', files, limits: limits() });
    if (!merged.ok) return fail(merged.status, merged.message);

    const key = `uploads/${randomId()}`;
    await putFile(key, merged.pdf);
    return respond(await recordUpload(documentPorts, user, { key, names, pageCount: merged.pageCount }));
  }, 'multipart/form-data'),
);
