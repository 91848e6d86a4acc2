import { z } from 'zod/mini';

/**
 * The address a new account was just verified with, handed to the sign-in page in the history entry's state (never
 * the URL), so the user does not type it again.
 */
const signInEmailSchema = z.object({ signInEmail: z.string() });

declare module '@tanstack/react-router' {
  interface HistoryState {
    signInEmail?: string;
  }
}

export const signInEmailFrom = (state: unknown): string => {
  const parsed = signInEmailSchema.safeParse(state);
  return parsed.success ? parsed.data.signInEmail : '';
};
