import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { answer, type Answer } from '../answer.ts';
import { uploaded } from './messages.ts';
import type { Caller, DocumentPorts } from './ports.ts';

/** The merged record is named after the first file, so users recognise it; the key is random (no names in URLs). */
export function mergedFileName(names: string[]): string {
  const first = (names[0] ?? 'document').replace(/\.(pdf|docx?)$/i, '');
  return names.length > 1 ? `${first} (merged ${names.length} files).pdf` : `${first}.pdf`;
}

/**
 * POST /s3/upload-multiple-files, once the files are merged (by the engine, in the order sent) and stored under
 * `key`: the upload is recorded for its owner and answered as the merged file's record (fileType is always 'pdf').
 */
export async function recordUpload(
  ports: Pick<DocumentPorts, 'uploads'>,
  user: Caller,
  merged: { key: string; names: string[]; pageCount: number },
): Promise<Answer<MergedFile>> {
  const record: MergedFile = { key: merged.key, fileName: mergedFileName(merged.names), fileType: 'pdf', documentUrl: fileUrl(merged.key) };
  await ports.uploads.create({
    key: record.key,
    ownerId: user.id,
    fileName: record.fileName,
    fileType: record.fileType,
    pageCount: merged.pageCount,
  });
  return answer(record, uploaded(merged.names.length), { status: 201 });
}
