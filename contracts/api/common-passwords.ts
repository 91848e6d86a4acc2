import { z } from 'zod/mini';

/**
 * The common-password list: zxcvbn-ts's dictionary of the passwords seen most often in breaches, bundled with the app
 * and never fetched from anywhere. Loaded on first use (a separate chunk in the portal, never on the sign-in screen).
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

let common: Promise<Set<string>> | null = null;

const loadList = async () => new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']);

/**
 * True for a password on the list, compared without case and without the special characters people tack on at the
 * end to pass a rule: 'Password1!' is 'password1', which is on it.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= loadList();
  const list = await common;
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.replace(/[^a-z0-9]+$/, ''));
}

/** The check new passwords carry (sign-up, reset): asynchronous, so forms and servers parse with parseAsync. */
export const notCommonPassword = z.refine<string>(async (password) => !(await isCommonPassword(password)), COMMON_PASSWORD_MESSAGE);
