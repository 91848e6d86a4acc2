import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { $ZodAsyncError, type $ZodIssue, type $ZodType } from 'zod/v4/core';

/**
 * 400 with docs/spec/validation.md's messages per field, exactly as the simulator answers (simulator/lib/validate.ts): the first
 * message overall, and the first message of each field in `errors` (dotted paths, 'body' for the whole value).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly errors: Record<string, string>;
  constructor(issues: readonly $ZodIssue[]) {
    super(issues[0]?.message ?? 'Invalid request');
    this.errors = {};
    for (const issue of issues) this.errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  }
}

/** An async check's output replaces the request's value in place (Fastify keeps only pass or fail from a promise). */
function replaceInPlace(target: unknown, value: unknown): void {
  if (typeof target !== 'object' || target === null || typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, value);
}

/**
 * The contract's zod schemas check every request part (body, query, params). Some shared rules are async (the
 * common-password list loads on first use): those schemas are parsed with safeParseAsync.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      const result = z.safeParse(schema, data);
      return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
    } catch (error) {
      if (!(error instanceof $ZodAsyncError)) throw error;
      return z.safeParseAsync(schema, data).then((result) => {
        if (!result.success) throw new RequestValidationError(result.error.issues);
        replaceInPlace(data, result.data);
        return true;
      }) as never;
    }
  };
