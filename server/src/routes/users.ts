import type { FastifyPluginAsync } from 'fastify';
import { forgotPasswordRoute } from './users/forgot-password.ts';
import { loginRoute } from './users/login.ts';
import { logoutRoute } from './users/logout.ts';
import { resetPasswordRoute } from './users/reset-password.ts';
import { signupRoute } from './users/signup.ts';
import { updateUserRoute } from './users/update-user.ts';
import { verifyEmailRoute } from './users/verify-email.ts';

/** The account calls under /api/v1/users (docs/api.md): one file per call, each parse -> rule (rules/accounts) -> envelope. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [loginRoute, logoutRoute, signupRoute, verifyEmailRoute, forgotPasswordRoute, resetPasswordRoute, updateUserRoute]) {
    await app.register(route);
  }
};
