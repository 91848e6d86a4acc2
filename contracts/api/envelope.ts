import { z } from 'zod/mini';

// zod/mini: every call parses its envelope, the sign-in screen's before its first paint (classic bodies fit in it).

/** Every /api/v1 answer: `{ success, message, body, status }` (docs/spec/server-rules.md#the-api-envelope). */
export const envelopeSchema = <Body extends z.core.SomeType>(body: Body) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    body,
    status: z.int(),
  });

export const fieldErrorsSchema = z.record(z.string(), z.string());

/** The shape of any failure answer; body may carry `errors` (field -> message) on 400. */
export const failureEnvelopeSchema = envelopeSchema(z.optional(z.nullable(z.looseObject({ errors: z.optional(fieldErrorsSchema) }))));

export type Envelope<Body> = { success: boolean; message: string; body: Body; status: number };
