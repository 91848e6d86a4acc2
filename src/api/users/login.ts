import { loginResponseSchema, type LoginRequest } from '@healthcare-portal/contracts/users/login';
import { apiRequest } from '../http';

export const login = (request: LoginRequest) =>
  apiRequest({ method: 'POST', path: '/users/login', json: request, body: loginResponseSchema, authenticated: false });
