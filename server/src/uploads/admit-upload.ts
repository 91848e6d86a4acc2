import type { FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_OVERHEAD_BYTES } from '@healthcare-portal/engine/limits';
import type { AppContext } from '../auth/context.ts';
import { serverBusy } from '@healthcare-portal/rules/protocol';
import type { Reservation } from '../http/admission.ts';
import { refuseUnread } from '../http/refuse-unread.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { UploadLimits } from './store-upload.ts';

// What one upload in flight holds beside the store's write buffer: the socket's and the multipart parser's buffers.
const PARSER_BYTES = 256 * 1024;
// A refused upload is read to its end and thrown away (so the browser sees the 503, not a reset) for at most this long.
const DISCARD_REFUSED_MS = 120_000;

/**
 * Reserves the memory an upload holds while it streams to storage, before a byte of it is read; when that would pass
 * the process's memory budget, answers 503 with Retry-After (the rest of the body is thrown away unread) and gives
 * null. The caller releases the reservation once the files are stored (waiting for the merge holds nothing).
 */
export function admitUpload(
  ctx: AppContext,
  storage: FileStorage,
  limits: UploadLimits,
  request: FastifyRequest,
  reply: FastifyReply,
): Reservation | null {
  const reservation = ctx.admission.tryReserve(storage.bufferPerWrite + PARSER_BYTES);
  if (reservation) return reservation;
  const busy = serverBusy();
  refuseUnread(request, reply, {
    status: busy.status,
    message: busy.message,
    body: busy.body,
    headers: busy.headers,
    discardMs: DISCARD_REFUSED_MS,
    discardBytes: limits.maxTotalBytes + MULTIPART_OVERHEAD_BYTES,
  });
  request.log.warn({ reservedBytes: ctx.admission.reservedBytes(), rss: process.memoryUsage.rss() }, 'upload refused: memory budget');
  return null;
}
