import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import type { SourceSpan } from '../types.ts';
import { findHeader } from './find-header.ts';
import { spanIn } from './source-span.ts';

function header(lines: string[], running: string[] = []) {
  return findHeader(makeLines([lines]), makeLines([running]), lines.join('\n'));
}

const written = (span: SourceSpan | undefined) => span && span.line.slice(span.start, span.end);

describe('where the header readers found each value (HeaderField.source)', () => {
  it('gives the name, DOB, note date and title as written on their lines', () => {
    const h = header(['OFFICE VISIT', 'Patient: DOE, JANE A  DOB: 05/06/1970 (53 y/o)', 'Date of Service: 03/04/2024', 'HPI: Cough.']);
    expect(written(h.patientName.source)).toBe('DOE, JANE A');
    expect(written(h.patientDob.source)).toBe('05/06/1970');
    expect(written(h.noteDate.source)).toBe('03/04/2024');
    expect(written(h.docType.source)).toBe('OFFICE VISIT');
    expect(h.patientDob.source?.line).toBe('Patient: DOE, JANE A  DOB: 05/06/1970 (53 y/o)');
  });

  it('finds a value stacked under its label on the line below, and a banner name before the DOB', () => {
    const stacked = header(['PROGRESS NOTE', 'Patient Name:', 'Jane Doe', 'Date of Service: March 4, 2024']);
    expect(stacked.patientName.source).toMatchObject({ line: 'Jane Doe', start: 0, end: 8 });
    expect(written(stacked.noteDate.source)).toBe('March 4, 2024');
    const banner = header(['CONSULTATION', 'DOE, JANE  DOB: 1/2/1960', 'DOS: 3/4/2024']);
    expect(written(banner.patientName.source)).toBe('DOE, JANE');
  });

  it('reads the patient from the running header, and a letter type from its subject line', () => {
    const h = header(['Dear Dr Lee,', 'RE: Consultation', 'I saw him today for chest pain.'], ['Patient: John Smith  DOB: 1950-01-02']);
    expect(written(h.patientName.source)).toBe('John Smith');
    expect(written(h.patientDob.source)).toBe('1950-01-02');
    expect(written(h.docType.source)).toBe('Consultation');
  });

  it('leaves the source out where the value was told by the body, not read from one place', () => {
    const h = header(['Date of Service: 2024-03-04', 'Hospital Course: improved.']);
    expect(h.docType.value).toBe('Discharge Summary');
    expect(h.docType.source).toBeUndefined();
  });
});

describe('spanIn', () => {
  const line = { page: 1 as never, text: 'NAME:   ROE,  JANE   DOB 1/2/60' };
  it('finds a value whatever its spacing or case, from a given character on', () => {
    expect(written(spanIn(line, 'Roe, Jane'))).toBe('ROE,  JANE');
    expect(spanIn(line, 'JANE', 20)).toBeUndefined();
    expect(spanIn(line, 'Smith')).toBeUndefined();
  });
});
