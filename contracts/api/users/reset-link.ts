// No schema here: the portal's route table reads the link format before the first paint, and the reset request's
// rules (with the common-password list) stay off that screen.

/** The reset link an e-mail carries: {APP_URL}/reset-password/{token} (docs/spec/server-rules.md#accounts). */
export const resetPasswordPath = (token: string): string => `/reset-password/${encodeURIComponent(token)}`;
export const resetLink = (appUrl: string, token: string): string => `${appUrl.replace(/\/$/, '')}${resetPasswordPath(token)}`;
