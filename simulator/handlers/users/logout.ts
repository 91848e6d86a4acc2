import { http } from 'msw';
import { ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { clearedSessionCookie, endSession } from '../../lib/sessions';

/** Logout always succeeds: it ends the session if there is one and clears the cookie. */
export const logoutHandler = http.post(
  apiPath('/users/logout'),
  route(async ({ cookies }) => {
    await endSession(cookies);
    return ok(null, 'Logged out successfully', 200, { 'Set-Cookie': clearedSessionCookie() });
  }),
);
