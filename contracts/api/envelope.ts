import { z } from 'zod';

/** Every /api/v1 answer: `{ success, message, body, status }` (DECISIONS.md 'The API envelope'). */
export const envelopeSchema = <Body extends z.ZodType>(body: Body) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    body,
    status: z.number().int(),
  });

export const fieldErrorsSchema = z.record(z.string(), z.string());

/** The shape of any failure answer; body may carry `errors` (field -> message) on 400. */
export const failureEnvelopeSchema = envelopeSchema(z.object({ errors: fieldErrorsSchema.optional() }).passthrough().nullable().optional());

export type Envelope<Body> = { success: boolean; message: string; body: Body; status: number };
