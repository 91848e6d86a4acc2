import { z } from 'zod/mini';

/** The message of the first issue on one field, or undefined when the field passes (async: the common-password rule). */
export async function messageFor(schema: z.core.$ZodType, value: unknown, field: string): Promise<string | undefined> {
  const result = await z.safeParseAsync(schema, value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}
