import { sessionBodySchema, type SessionBody, type User } from '@healthcare-portal/contracts/user';
import { createPersistedStore, useStore } from '@/lib/create-persisted-store';
import { endSessionWork } from '@/lib/session/session-work';

/** docs/spec/data.md: the login body is kept under `userInfo`. */
export const USER_INFO_KEY = 'userInfo';

export type AuthState = { session: SessionBody | null };

export const authStore = createPersistedStore<AuthState, SessionBody>({
  key: USER_INFO_KEY,
  schema: sessionBodySchema,
  initial: { session: null },
  save: (state) => state.session,
  load: (session) => ({ session }),
});

export const currentUser = (): User | null => authStore.getState().session?.user ?? null;

export const useCurrentUser = (): User | null => useStore(authStore, (state) => state.session?.user ?? null);

/** Signing in, verifying or resetting: store and persist the body. */
export function setCredentials(session: SessionBody): void {
  authStore.setState(() => ({ session }));
}

/** Profile edits and e-mail changes merge into the stored user. */
export function updateStoredUser(changes: Partial<User>): void {
  authStore.setState((state) => (state.session ? { session: { ...state.session, user: { ...state.session.user, ...changes } } } : state));
}

export function setEmailVerified(isEmailVerified: boolean): void {
  updateStoredUser({ isEmailVerified });
}

/** Logout clears userInfo and the document work, keeping only allowMultiNote (docs/spec/states.md). */
export function clearSession(): void {
  authStore.setState(() => ({ session: null }));
  endSessionWork();
  // The document store is not part of the first screen; work saved before a reload is cleared once it loads.
  void import('./document-store');
}
