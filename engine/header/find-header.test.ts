import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { findHeader } from './find-header.ts';

function header(lines: string[], running: string[] = []) {
  const body = makeLines([lines]);
  return findHeader(body, makeLines([running]), lines.join('\n'));
}

describe('findHeader', () => {
  it('reads name, DOB with the age beside it, type and date of service, with pages', () => {
    const h = header(['OFFICE VISIT', 'Patient: DOE, JANE A  DOB: 05/06/1970 (53 y/o)', 'Date of Service: 03/04/2024', 'HPI: Cough.']);
    expect([h.patientName.value, h.patientDob.value, h.docType.value, h.noteDate.value]).toEqual([
      'Jane A Doe',
      '1970-05-06',
      'Progress Note',
      '2024-03-04',
    ]);
    expect(h.patientName.page).toBe(1);
    expect(h.noteDate.confidence).toBeGreaterThan(0.85);
  });

  it('finds a title printed after the header block', () => {
    expect(header(['Name: Jane Doe  DOB: 1970-05-06', 'DOS: 2024-03-04', 'Consultation', 'Reason for consult: cough']).docType.value).toBe(
      'Consultation',
    );
  });

  it('ignores dates that are not the date of service when no date is labelled', () => {
    const h = header(['Patient: Jane Doe', 'Last seen 01/02/2024. Printed on 06/01/2024.', 'Seen today 03/04/2024 for cough.']);
    expect(h.noteDate.value).toBe('2024-03-04');
    expect(h.noteDate.confidence).toBeLessThan(0.85);
  });

  it('uses the discharge date of a discharge summary', () => {
    expect(header(['DISCHARGE SUMMARY', 'Admission Date: 2024-03-01  Discharge Date: 2024-03-05']).noteDate.value).toBe('2024-03-05');
  });

  it('falls back to the running header for the patient and infers the type of an untitled note', () => {
    const h = header(['Date of Service: 2024-03-04', 'Hospital Course: improved.'], ['Patient: John Smith  DOB: 1950-01-02']);
    expect([h.patientName.value, h.patientDob.value, h.docType.value]).toEqual(['John Smith', '1950-01-02', 'Discharge Summary']);
  });
});
