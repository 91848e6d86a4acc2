import { forgotPasswordResponseSchema, type ForgotPasswordRequest } from '@healthcare-portal/contracts/users/forgot-password';
import { apiRequest } from '../http';

export const forgotPassword = (request: ForgotPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: '/users/forgot-password',
    json: request,
    body: forgotPasswordResponseSchema,
    authenticated: false,
  });
