import { signupResponseSchema, type SignupRequest } from '@healthcare-portal/contracts/users/signup';
import { apiRequest } from '../http';

export const signup = (request: SignupRequest) =>
  apiRequest({ method: 'POST', path: '/users/signup', json: request, body: signupResponseSchema, authenticated: false });
