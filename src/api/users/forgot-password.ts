import { z } from 'zod';
import { apiRequest } from '../http';
import { accountEmail } from '../schemas/fields';

export const forgotPasswordRequestSchema = z.object({ email: accountEmail });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const DEFAULT_RESET_SENT_MESSAGE = 'Password reset token sent to email';

export const forgotPasswordResponseSchema = z.null();

export const forgotPassword = (request: ForgotPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: '/users/forgot-password',
    json: request,
    body: forgotPasswordResponseSchema,
    authenticated: false,
  });
