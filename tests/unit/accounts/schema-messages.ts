import type { z } from 'zod';

/** The message of the first issue on one field, or undefined when the field passes. */
export function messageFor(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}
