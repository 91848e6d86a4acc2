import { forgotPasswordHandler } from './forgot-password';
import { loginHandler } from './login';
import { logoutHandler } from './logout';
import { resetPasswordHandler } from './reset-password';
import { signupHandler } from './signup';
import { updateUserHandler } from './update-user';
import { verifyEmailHandler } from './verify-email';

export const userHandlers = [
  loginHandler,
  logoutHandler,
  signupHandler,
  verifyEmailHandler,
  forgotPasswordHandler,
  resetPasswordHandler,
  updateUserHandler,
];
