import { z } from 'zod/mini';
import { HttpError } from './respond';

/** A JSON body larger than this is refused (413) before it is parsed (docs/spec/server-rules.md#hardening: JSON 1 MB). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const bodyTooLarge = (limitBytes: number) => `The request body is larger than the ${Math.round(limitBytes / 1024)} KB limit`;

/**
 * The shared zod schema checks the request, as a real server must; 400 with docs/spec/validation.md's messages per field.
 * Async, because some rules (the common-password list) load their data on first use.
 */
// Classic or mini schemas: the sign-in's are mini (the portal's first screen parses with them).
export async function validate<Schema extends z.core.$ZodType>(schema: Schema, data: unknown): Promise<z.infer<Schema>> {
  const result = await z.safeParseAsync(schema, data);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new HttpError(400, first, { errors });
}

export async function readJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > JSON_BODY_LIMIT_BYTES) {
    throw new HttpError(413, bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT_BYTES) throw new HttpError(413, bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
}
