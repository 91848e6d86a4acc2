import { answer, type Answer } from '../answer.ts';
import { Refusal } from '../refusal.ts';
import { isAdmin, logAccess } from './access.ts';
import { FILE_DELETED, FILE_NOT_FOUND } from './messages.ts';
import type { Caller, DocumentPorts } from './ports.ts';

/** Whose a stored file is: the report it is the PDF or original of, else the upload it is. */
async function ownerOfFile({ reports, uploads }: DocumentPorts, key: string): Promise<string | null> {
  const report = await reports.byFile(key);
  if (report) return report.ownerId;
  return (await uploads.byKey(key))?.ownerId ?? null;
}

/**
 * GET /files/{key} (documentUrl, reportUrl): files are never public. Only their owner (or an Admin) reads them, anyone
 * else gets the same 404 as for a missing file, and every read is logged. `open` reads the bytes (or a range of them)
 * the backend's own way; null is a missing file.
 */
export async function readFile<File>(ports: DocumentPorts, user: Caller, key: string, open: () => Promise<File | null>): Promise<File> {
  const owner = await ownerOfFile(ports, key);
  if (owner === null || (owner !== user.id && !isAdmin(user))) throw new Refusal(404, FILE_NOT_FOUND);
  const file = await open();
  if (file === null) throw new Refusal(404, FILE_NOT_FOUND);
  await logAccess(ports, user, 'read-file', key);
  return file;
}

/**
 * POST /s3/delete-file: the caller's own upload only (anyone else's answers 404, as if it did not exist). The upload
 * leaves the caller's workspace at once; its bytes stay while an audit report still shows them.
 */
export async function deleteUpload(ports: DocumentPorts, user: Caller, key: string): Promise<Answer<null>> {
  const upload = await ports.uploads.byKey(key);
  if (!upload || upload.ownerId !== user.id) throw new Refusal(404, FILE_NOT_FOUND);
  await ports.uploads.remove(key);
  if (!(await ports.reports.byFile(key))) await ports.files.remove(key);
  return answer(null, FILE_DELETED);
}
