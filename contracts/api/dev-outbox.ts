import { z } from 'zod';

/**
 * Development and test processes only (never a production start or a real build): the mail a backend would have
 * sent, readable over HTTP so the probe suite and browser tests can take codes and reset links from it.
 * GET {API}/_dev/outbox?to=<address> answers the envelope with `{ messages }`, newest last.
 */
export const DEV_OUTBOX_PATH = '/_dev/outbox';

export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const devOutboxSchema = z.object({ messages: z.array(outboxMessageSchema) });
