import type { FastifySchemaValidationError } from 'fastify';

/**
 * 400 with SPEC.md's messages per field, exactly as the simulator answers (simulator/lib/validate.ts): the first
 * message overall, and the first message of each field in `errors` (dotted paths, 'body' for the whole value).
 */
export function validationFailure(issues: readonly FastifySchemaValidationError[]): {
  message: string;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return { message: issues[0]?.message ?? 'Invalid request', errors };
}
