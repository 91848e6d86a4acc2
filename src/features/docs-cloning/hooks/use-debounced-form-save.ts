import { useEffect } from 'react';
import { documentStore, setFormData, type DocumentState } from '@/stores/document-store';

/** docs/spec/data.md and docs/spec/constants.md: form values reach the document store after a 300 ms pause in typing. */
export const FORM_SAVE_DELAY_MS = 300;

export function useDebouncedFormSave(values: DocumentState['formData']): void {
  const { patientName, dob, subscriberId } = values;
  useEffect(() => {
    const timer = setTimeout(() => documentStore.setState(setFormData({ patientName, dob, subscriberId })), FORM_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [patientName, dob, subscriberId]);
}
