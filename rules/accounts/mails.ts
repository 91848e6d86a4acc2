import type { Mail } from './ports.ts';

const minutes = (ms: number) => Math.round(ms / 60_000);

export const codeMail = (to: string, code: string, validMs: number): Mail => ({
  to,
  subject: 'Your HealthCare Portal verification code',
  text: `Your verification code is ${code}. It is valid for ${minutes(validMs)} minutes.`,
});

/** `link` is the reset link ({APP_URL}/reset-password/{token}); the token is also given for the reset dialog. */
export const resetMail = (to: string, link: string, token: string, validMs: number): Mail => ({
  to,
  subject: 'Reset your HealthCare Portal password',
  text: `Open this link to choose a new password: ${link}\nOr enter this reset token: ${token}\nThe link is valid for ${minutes(validMs)} minutes and works once.`,
});

/** The first Admin's invitation (server:create-admin): a reset link is how the password gets chosen. */
export const adminInviteMail = (to: string, link: string, token: string, validMs: number): Mail => ({
  to,
  subject: 'Your HealthCare Portal Admin account',
  text: `An Admin account was created for you. Choose your password here (valid ${minutes(validMs)} minutes, once): ${link}\nOr enter this reset token: ${token}`,
});

/** The owner of a verified address hears that it was replaced, with the new one masked, so a takeover shows. */
export const addressChangedMail = (to: string, newAddress: string): Mail => ({
  to,
  subject: 'Your HealthCare Portal e-mail address was changed',
  text: `The e-mail address of your HealthCare Portal account was changed to ${newAddress.replace(/^(.)[^@]*/, '$1***')}. If you did not do this, reset your password and contact your administrator.`,
});
