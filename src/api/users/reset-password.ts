import { resetPasswordResponseSchema, type ResetPasswordRequest } from '@healthcare-portal/contracts/users/reset-password';
import { apiRequest } from '../http';

export const resetPassword = (request: ResetPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: '/users/reset-password',
    json: request,
    body: resetPasswordResponseSchema,
    authenticated: false,
  });
