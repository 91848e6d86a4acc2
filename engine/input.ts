import { z } from 'zod';
import { isIsoDate } from './text/dates.ts';

const isoDate = z.string().refine(isIsoDate, 'must be a date as yyyy-MM-dd');

/** What processDocument accepts; checked at the edge because callers pass data from requests and the CLI. */
export const processInputSchema = z.object({
  pdf: z.instanceof(Uint8Array).refine((b) => b.length > 0, 'the PDF is empty'),
  patient: z.object({
    name: z.string().trim().min(1, 'patient name is required'),
    dob: isoDate,
    subscriberId: z.string().trim().min(1, 'subscriber ID is required'),
  }),
  allowMultiNote: z.boolean(),
  chunkSize: z.number().int().min(200).max(100_000).optional(),
  priorReports: z.array(z.object({ id: z.string(), noteDate: isoDate.optional(), text: z.string() })).optional(),
  performedBy: z.object({ fullName: z.string().min(1), role: z.string().min(1) }),
  auditDate: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'auditDate must be an ISO date-time'),
  today: isoDate.optional(),
  engine: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('builtin') }),
      z.object({
        kind: z.literal('llm'),
        baseUrl: z.string().url(),
        model: z.string().min(1),
        apiKey: z.string(),
        maxTurns: z.number().int().positive().optional(),
        timeoutMs: z.number().int().positive().optional(),
      }),
    ])
    .optional(),
});

export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';
}
