import { processResultSchema, type ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { db } from '../../db';
import { deleteFile, getFile, putFile } from '../../storage/file-store';

// The answer to a processing request, kept beside its reports so the same request sent again gets the same answer
// (docs/spec/server-rules.md#documents-and-audit-reports: no duplicate reports). It is never served as a file: only
// this module reads it.
const resultKey = (requestKey: string) => `process-results/${requestKey}`;

export async function saveResult(requestKey: string, result: ProcessResult): Promise<void> {
  await putFile(resultKey(requestKey), new TextEncoder().encode(JSON.stringify(result)));
}

const reportExists = (id: string | undefined) => id !== undefined && db.auditReport.findFirst({ where: { id: { equals: id } } }) !== null;

/** The earlier answer, while every report it created still exists; otherwise the request is processed afresh. */
export async function loadResult(requestKey: string): Promise<ProcessResult | null> {
  const bytes = await getFile(resultKey(requestKey));
  if (!bytes) return null;
  const parsed = processResultSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
  if (parsed.success && parsed.data.notes.every((note) => reportExists(note.auditReportId))) return parsed.data;
  await deleteFile(resultKey(requestKey));
  return null;
}
