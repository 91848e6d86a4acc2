import type { ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import type { DocumentState, PatientInfo } from '@/stores/document-store';

/**
 * docs/spec/data.md: patient details come from the first note's header where it has them, otherwise from the
 * form, with the file type as Doc Type and today as Note Date.
 */
export function patientInfoFrom(result: ProcessResult, form: DocumentState['formData'], fileType: string, today: string): PatientInfo {
  const header = result.notes[0]?.view.header;
  return {
    patientName: header?.patientName || form.patientName,
    dob: header?.patientDob || form.dob,
    docType: header?.docType || fileType,
    noteDate: header?.noteDate || today,
  };
}
