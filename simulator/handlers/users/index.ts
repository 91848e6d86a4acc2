import { http } from 'msw';
import { notImplemented } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { loginHandler } from './login';
import { logoutHandler } from './logout';

export const userHandlers = [
  loginHandler,
  logoutHandler,
  http.post(apiPath('/users/signup'), route(notImplemented)),
  http.post(apiPath('/users/verify-email'), route(notImplemented)),
  http.post(apiPath('/users/forgot-password'), route(notImplemented)),
  http.post(apiPath('/users/reset-password'), route(notImplemented)),
  http.patch(apiPath('/users/update/:userId'), route(notImplemented)),
];
