import { updateUserResponseSchema, type UpdateUserRequest } from '@healthcare-portal/contracts/users/update-user';
import { apiRequest } from '../http';

export const updateUser = (userId: string, request: UpdateUserRequest) =>
  apiRequest({
    method: 'PATCH',
    path: `/users/update/${encodeURIComponent(userId)}`,
    json: request,
    body: updateUserResponseSchema,
  });

/**
 * Resend and Change Email are one call (docs/spec/server-rules.md#accounts): PATCH /users/update/{userId} with only `{ email }`.
 * The same address re-sends a code; a new one replaces the address and sends the code there.
 */
export const sendVerificationCode = (userId: string, email: string) => updateUser(userId, { email });
