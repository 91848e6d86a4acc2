import { z } from 'zod';
import { apiRequest } from '../http';

const logoutResponseSchema = z.null();

export const logout = () => apiRequest({ method: 'POST', path: '/users/logout', body: logoutResponseSchema, authenticated: false });
