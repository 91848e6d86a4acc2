import { z } from 'zod/mini';
import { envelopeSchema } from './envelope.ts';

// zod/mini, as the envelope: the portal's client reads every failure with it.

/**
 * A server that cannot take more work right now without passing its memory budget answers 503 with this message, the
 * wait in Retry-After and in the body; nothing of the request was kept, so the client sends it again after the wait
 * (docs/api.md, 'Busy').
 */
export const SERVER_BUSY_STATUS = 503;
export const SERVER_BUSY_MESSAGE = 'The server is busy. Your request was not taken; send it again in a few seconds.';

export const busyBodySchema = z.object({ retryAfterSeconds: z.int().check(z.positive()) });

export const busyEnvelopeSchema = envelopeSchema(busyBodySchema);
export type BusyBody = z.infer<typeof busyBodySchema>;
