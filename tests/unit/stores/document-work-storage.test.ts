// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 11, point 15: the work in progress holds patient data (name, DOB, subscriber ID).
describe('where the document work is kept', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('in sessionStorage (it survives a reload of the tab), never in localStorage', async () => {
    const { documentStore, setFormData, DOCUMENT_WORK_KEY } = await import('@/stores/document-store');
    documentStore.setState(setFormData({ patientName: 'Jane Roe', dob: '1980-04-02', subscriberId: 'W123' }));
    expect(localStorage.getItem(DOCUMENT_WORK_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(DOCUMENT_WORK_KEY) ?? 'null')).toMatchObject({ formData: { patientName: 'Jane Roe' } });

    vi.resetModules();
    const reloaded = await import('@/stores/document-store');
    expect(reloaded.documentStore.getState().formData.subscriberId).toBe('W123');
  });

  it('drops a copy an older version left in localStorage', async () => {
    localStorage.setItem('documentWork', JSON.stringify({ formData: { patientName: 'Old Patient', dob: '', subscriberId: '' } }));
    const { documentStore } = await import('@/stores/document-store');
    expect(localStorage.getItem('documentWork')).toBeNull();
    expect(documentStore.getState().formData.patientName).toBe('');
  });

  it('is cleared on logout and on session expiry (both end the session with clearSession)', async () => {
    const { documentStore, setFormData, DOCUMENT_WORK_KEY } = await import('@/stores/document-store');
    const { clearSession } = await import('@/stores/auth-store');
    documentStore.setState(setFormData({ patientName: 'Jane Roe' }));
    clearSession();
    expect(documentStore.getState().formData.patientName).toBe('');
    expect(sessionStorage.getItem(DOCUMENT_WORK_KEY) ?? '').not.toContain('Jane Roe');
  });
});
