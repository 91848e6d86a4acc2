import { verifyEmailResponseSchema, type VerifyEmailRequest } from '@healthcare-portal/contracts/users/verify-email';
import { apiRequest } from '../http';

/** The code travels in the query, as docs/api.md lists it (no body). */
export const verifyEmail = ({ email, code }: VerifyEmailRequest) =>
  apiRequest({
    method: 'POST',
    path: '/users/verify-email',
    query: { email, code },
    body: verifyEmailResponseSchema,
    authenticated: false,
  });
