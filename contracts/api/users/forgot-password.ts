import { z } from 'zod';
import { accountEmail } from '../fields.ts';

export const forgotPasswordRequestSchema = z.object({ email: accountEmail });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const DEFAULT_RESET_SENT_MESSAGE = 'Password reset token sent to email';

/** Read as given: a send counts as done only when success is true and the body is null (docs/spec/states.md#forgot-password-dialog). */
export const forgotPasswordResponseSchema = z.unknown();

export const resetLinkSent = (body: unknown): boolean => body === null;
