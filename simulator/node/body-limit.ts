import type { IncomingMessage } from 'node:http';
import { MERGE_MESSAGES } from '@healthcare-portal/engine';
import { MULTIPART_OVERHEAD_BYTES, uploadTooLarge } from '@healthcare-portal/engine/limits';
import { simulatorConfig } from '../lib/config';
import { API_PREFIX } from '../lib/route';
import { bodyTooLarge, JSON_BODY_LIMIT_BYTES } from '@healthcare-portal/rules/protocol';

/** The one route that takes files; every other body is JSON (1 MB). */
export const UPLOAD_PATH = `${API_PREFIX}/s3/upload-multiple-files`;
const MAX_PART_HEADER_BYTES = 16 * 1024;

export class BodyTooLarge extends Error {}

type Limit = { totalBytes: number; totalMessage: string; multipart?: { boundary: string; maxFileBytes: number } };

const boundaryOf = (contentType: string | undefined) => /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];

/** Each route's body limit, decided from the method, path and headers before a byte of the body is read. */
export function bodyLimitFor(method: string, pathname: string, contentType?: string): Limit {
  if (method === 'POST' && pathname === UPLOAD_PATH) {
    const boundary = boundaryOf(contentType);
    return {
      totalBytes: simulatorConfig.maxTotalBytes + MULTIPART_OVERHEAD_BYTES,
      totalMessage: uploadTooLarge(simulatorConfig.maxTotalBytes),
      ...(boundary ? { multipart: { boundary, maxFileBytes: simulatorConfig.maxFileBytes } } : {}),
    };
  }
  return { totalBytes: JSON_BODY_LIMIT_BYTES, totalMessage: bodyTooLarge(JSON_BODY_LIMIT_BYTES) };
}

/**
 * Follows a multipart body as it streams and stops it as soon as one part grows past the per-file limit, naming the
 * file as the merge would ("x.pdf is larger than the 50 MB limit for one file.").
 */
function partWatcher(boundary: string, maxFileBytes: number) {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  let carry = Buffer.from('\r\n'); // the first boundary has no CRLF before it
  let offset = -2;
  let state: 'preamble' | 'headers' | 'content' = 'preamble';
  let contentStart = 0;
  let name = 'A file';
  const tooLarge = (size: number) => {
    if (size > maxFileBytes) throw new BodyTooLarge(MERGE_MESSAGES.fileTooLarge(name, maxFileBytes));
  };
  return (chunk: Buffer) => {
    const buffer = Buffer.concat([carry, chunk]);
    let position = 0;
    for (;;) {
      if (state === 'headers') {
        const end = buffer.indexOf(headerEnd, position);
        if (end === -1) {
          if (buffer.length - position > MAX_PART_HEADER_BYTES) throw new BodyTooLarge('A part of this upload has oversized headers.');
          break;
        }
        name = /filename="([^"]*)"/i.exec(buffer.subarray(position, end).toString('utf8'))?.[1] || 'A file';
        state = 'content';
        position = end + headerEnd.length;
        contentStart = offset + position;
        continue;
      }
      const found = buffer.indexOf(delimiter, position);
      if (found === -1) {
        if (state === 'content') tooLarge(offset + buffer.length - (delimiter.length - 1) - contentStart);
        position = Math.max(position, buffer.length - (delimiter.length - 1));
        break;
      }
      if (state === 'content') tooLarge(offset + found - contentStart);
      state = 'headers';
      position = found + delimiter.length;
    }
    carry = buffer.subarray(position);
    offset += position;
  };
}

/**
 * Reads a request body, refusing it (BodyTooLarge, answered 413) as soon as the declared or the read size passes the
 * limit. A refused body is never kept; the stream is left open (not destroyed), so the 413 can still be delivered.
 */
export function readLimitedBody(request: IncomingMessage, limit: Limit): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit.totalBytes) return Promise.reject(new BodyTooLarge(limit.totalMessage));
  const watch = limit.multipart ? partWatcher(limit.multipart.boundary, limit.multipart.maxFileBytes) : undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      try {
        if (size > limit.totalBytes) throw new BodyTooLarge(limit.totalMessage);
        watch?.(chunk);
        chunks.push(chunk);
      } catch (error) {
        refused = true;
        chunks.length = 0;
        request.off('data', onData);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.on('data', onData);
    request.once('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    request.once('error', (error) => {
      if (!refused) reject(error);
    });
  });
}
