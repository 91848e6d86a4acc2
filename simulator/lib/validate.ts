import { z } from 'zod/mini';
import { BODY_NOT_JSON, bodyTooLarge, JSON_BODY_LIMIT_BYTES } from '@healthcare-portal/rules/protocol';
import { Refusal } from '@healthcare-portal/rules/refusal';

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
  throw new Refusal(400, first, { fieldErrors: errors });
}

export async function readJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > JSON_BODY_LIMIT_BYTES) {
    throw new Refusal(413, bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT_BYTES) throw new Refusal(413, bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, BODY_NOT_JSON);
  }
}
