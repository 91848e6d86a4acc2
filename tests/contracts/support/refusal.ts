import { expect } from 'vitest';
import { ApiError } from '@/api/api-error';

/** The envelope of a refusal, as every failing call answers it. */
export const refusalBody = (status: number, message: unknown, body: unknown = null) => ({ success: false, message, status, body });

export async function expectRefusal(call: Promise<unknown>, status: number, message?: string): Promise<void> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'http', status, ...(message ? { message } : {}) });
}
