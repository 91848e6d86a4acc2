import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { pipeline, Transform } from 'node:stream';
import { LIMIT_MESSAGES, MULTIPART_OVERHEAD_BYTES, uploadTooLarge } from '@healthcare-portal/engine/limits';
import { UPLOAD_FIELDS, UPLOAD_FOLDER, UPLOAD_MESSAGES } from '@healthcare-portal/contracts/documents/upload-files';
import { HttpError } from '../http/envelope.ts';
import type { FileStorage } from '../storage/storage.ts';

export type UploadLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number };

/** An uploaded file waiting in storage for its merge job: the name the user gave it and where its bytes are. */
export type WaitingFile = { name: string; key: string };

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

/** Counts a file's bytes on their way to storage; the first byte over a limit ends the stream with the refusal. */
class LimitedBytes extends Transform {
  refusal: HttpError | null = null;
  private fileBytes = 0;

  constructor(
    private readonly name: string,
    private readonly limits: UploadLimits,
    private readonly total: { bytes: number },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.fileBytes += chunk.length;
    this.total.bytes += chunk.length;
    if (this.fileBytes > this.limits.maxFileBytes) {
      this.refusal = refuseEarly(413, LIMIT_MESSAGES.fileTooLarge(this.name, this.limits.maxFileBytes));
    } else if (this.total.bytes > this.limits.maxTotalBytes) {
      this.refusal = refuseEarly(413, LIMIT_MESSAGES.totalTooLarge(this.name, this.limits.maxTotalBytes));
    }
    done(this.refusal, chunk);
  }
}

/**
 * Streams the files of POST /s3/upload-multiple-files into storage as they arrive, in the order sent, each under
 * `${batch}/<n>`: never held whole, whatever their size. The limits (docs/spec/server-rules.md#documents-and-audit-reports:
 * 20 files, 50 MB each, 200 MB in all, configurable) are enforced while streaming, chunked bodies included: the first
 * byte over a limit ends the read with the engine's message naming the file. On any refusal or failure, whatever was
 * stored is removed.
 */
export async function storeUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  storage: FileStorage,
  batch: string,
): Promise<WaitingFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.notMultipart);
  const stored: WaitingFile[] = [];
  const total = { bytes: 0 };
  try {
    const parts = request.parts({
      limits: {
        // One byte over the limit reaches the count above, which names the file (the parser's default is the JSON limit).
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
      if (stored.length === limits.maxFiles) throw refuseEarly(400, LIMIT_MESSAGES.tooManyFiles(limits.maxFiles));
      const file = { name, key: `${batch}/${stored.length + 1}` };
      const counted = new LimitedBytes(name, limits, total);
      try {
        // A broken part (the client went away) fails the count, and with it the put, which then stores nothing.
        await storage.put(
          file.key,
          pipeline(part.file, counted, () => undefined),
        );
      } catch (error) {
        throw counted.refusal ?? error;
      }
      stored.push(file);
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.key)));
    if (error instanceof HttpError) throw error;
    if (isMultipartError(error)) throw refuseEarly(400, UPLOAD_MESSAGES.notMultipart);
    throw error;
  }
  return stored;
}
