/**
 * One verification code per account and address per minute (docs/accounts.md): the servers refuse a resend inside it
 * (429 with the seconds left) and the verify dialog counts it down.
 */
export const RESEND_COOLDOWN_SECONDS = 60;
