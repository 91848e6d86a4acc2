import { z } from 'zod/mini';

/** The message of the first issue on one field, or undefined when the field passes. */
export function messageFor(schema: z.core.$ZodType, value: unknown, field: string): string | undefined {
  const result = z.safeParse(schema, value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}
