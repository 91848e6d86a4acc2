import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MERGE_MESSAGES, type UploadedFile } from '@healthcare-portal/engine';
import { MULTIPART_OVERHEAD_BYTES, uploadTooLarge } from '@healthcare-portal/engine/limits';
import { UPLOAD_FIELDS, UPLOAD_FOLDER, UPLOAD_MESSAGES } from '@healthcare-portal/contracts/documents/upload-files';
import { HttpError } from '../http/envelope.ts';

export type UploadLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number };

// Text fields beside the files (only `folder` is read); a few more are tolerated and ignored.
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;
const MAX_NAME_LENGTH = 255;

// A refusal before the whole body is read: the connection closes after the answer instead of draining the rest.
const refuseEarly = (status: number, message: string, body: unknown = null) =>
  new HttpError(status, message, body, { connection: 'close' });

/** Refuses from Content-Length alone, before a byte of the body is read. */
export function checkDeclaredLength(request: FastifyRequest, limits: UploadLimits): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxTotalBytes + MULTIPART_OVERHEAD_BYTES) {
    throw refuseEarly(413, uploadTooLarge(limits.maxTotalBytes));
  }
}

const isMultipartError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('FST_') || code === 'ERR_STREAM_PREMATURE_CLOSE');
};

/**
 * Reads the files of POST /s3/upload-multiple-files as they stream in, in the order sent, enforcing the limits
 * (docs/spec/server-rules.md#documents-and-audit-reports: 20 files, 50 MB each, 200 MB in all, configurable) while
 * reading, chunked bodies included: the first byte over a limit ends the read with the engine's own message naming
 * the file.
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.notMultipart);
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: {
        // One byte over the limit reaches the check below, which names the file (the parser's default is the JSON limit).
        fileSize: limits.maxFileBytes + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        files: limits.maxFiles + 1,
        parts: limits.maxFiles + MAX_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // Only the private documents area exists; an absent folder means that same area (docs/decisions-docs-cloning.md).
        if (part.fieldname === UPLOAD_FIELDS.folder && part.value !== UPLOAD_FOLDER) {
          throw refuseEarly(400, UPLOAD_MESSAGES.folder, { errors: { folder: UPLOAD_MESSAGES.folder } });
        }
        continue;
      }
      if (part.fieldname !== UPLOAD_FIELDS.files) {
        part.file.resume();
        continue;
      }
      const name = part.filename.slice(0, MAX_NAME_LENGTH);
      if (files.length === limits.maxFiles) throw refuseEarly(400, MERGE_MESSAGES.tooManyFiles(limits.maxFiles));
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxFileBytes) throw refuseEarly(413, MERGE_MESSAGES.fileTooLarge(name, limits.maxFileBytes));
        if (total > limits.maxTotalBytes) throw refuseEarly(413, MERGE_MESSAGES.totalTooLarge(name, limits.maxTotalBytes));
        chunks.push(chunk);
      }
      // A buffer of its own (never Node's shared pool): it moves to the engine's worker thread.
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      files.push({ name, bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isMultipartError(error)) throw refuseEarly(400, UPLOAD_MESSAGES.notMultipart);
    throw error;
  }
  return files;
}
