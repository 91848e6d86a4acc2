import { describe, expect, it } from 'vitest';
import { patientInfoFrom } from '@/features/docs-cloning/utils/patient-info';

const form = { patientName: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-1' };
const note = (header: Record<string, string | null>) => ({ reportUrl: '/api/v1/files/r1', view: { header } });
const result = (notes: ReturnType<typeof note>[]) => ({
  notes,
  isMultiNote: notes.length > 1,
  originalFileName: 'a.pdf',
  originalFileType: 'pdf',
});

describe('patientInfoFrom', () => {
  it('takes the first note’s header where it has values', () => {
    const info = patientInfoFrom(
      result([
        note({ patientName: 'J. Example', patientDob: '1961-04-12', docType: 'Progress Note', noteDate: '2026-11-02' }),
        note({ patientName: 'Other' }),
      ]),
      form,
      'pdf',
      '2026-11-21',
    );
    expect(info).toEqual({ patientName: 'J. Example', dob: '1961-04-12', docType: 'Progress Note', noteDate: '2026-11-02' });
  });

  it('falls back to the form, the file type as Doc Type and today as Note Date', () => {
    expect(patientInfoFrom(result([note({ patientName: null, noteDate: null })]), form, 'pdf', '2026-11-21')).toEqual({
      patientName: 'Jordan Example',
      dob: '1961-04-12',
      docType: 'pdf',
      noteDate: '2026-11-21',
    });
    expect(patientInfoFrom(result([]), form, 'pdf', '2026-11-21').docType).toBe('pdf');
  });
});
