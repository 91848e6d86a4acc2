import { z } from 'zod/mini';
import { HttpError } from './respond';

/** The shared zod schema checks the request, as a real server must; 400 with SPEC.md's messages per field. */
// Classic or mini schemas: the sign-in's are mini (the portal's first screen parses with them).
export function validate<Schema extends z.core.$ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = z.safeParse(schema, data);
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
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
}
