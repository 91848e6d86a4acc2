// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  authStore,
  clearSession,
  currentUser,
  setCredentials,
  setEmailVerified,
  updateStoredUser,
  USER_INFO_KEY,
} from '@/stores/auth-store';
import { documentStore, setAllowMultiNote, setFormData } from '@/stores/document-store';

const user = { _id: 'u1', email: 'a@b.co', role: 'Clinical User', fullName: 'Ann Bee', isEmailVerified: true };

describe('auth store', () => {
  beforeEach(() => clearSession());

  it('stores the login body as userInfo', () => {
    setCredentials({ user });
    expect(currentUser()).toMatchObject(user);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? 'null')).toEqual({ user });
  });

  it('merges user updates and sets the verification status separately', () => {
    setCredentials({ user });
    updateStoredUser({ fullName: 'Ann Bee-Sea' });
    setEmailVerified(false);
    expect(currentUser()).toMatchObject({ fullName: 'Ann Bee-Sea', isEmailVerified: false, email: 'a@b.co' });
  });

  it('logout clears userInfo and the document work but keeps allowMultiNote', () => {
    setCredentials({ user });
    documentStore.setState(setFormData({ patientName: 'Jane Roe' }));
    documentStore.setState(setAllowMultiNote(false));
    clearSession();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(authStore.getState().session).toBeNull();
    expect(documentStore.getState().formData.patientName).toBe('');
    expect(documentStore.getState().allowMultiNote).toBe(false);
  });
});
