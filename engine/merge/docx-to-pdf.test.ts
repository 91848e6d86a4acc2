import { describe, expect, it } from 'vitest';
import { makeDocx, makeZipBombDocx } from '../../fixtures/documents/make-docx';
import { DocumentRefusal } from './document-refusal';
import { docxToPdf } from './docx-to-pdf';
import { DEFAULT_LIMITS } from './limits';
import { extractText } from './testing/extract-pdf-text';

describe('docxToPdf', () => {
  it('lays out headings, paragraphs and table rows in document order', async () => {
    // Wrapped lines end in newlines; compare words, not layout.
    const text = (await extractText(await docxToPdf(makeDocx(), DEFAULT_LIMITS))).replace(/\s+/g, ' ');
    const expected = [
      'Referral Letter',
      'Patient Name: Jordan Example',
      'Reason for Referral',
      'diabetes management & weight loss',
      'Medication | Dose | Frequency',
      'Metformin | 500 mg | Twice daily',
      'Dr. Alex Placeholder, MD',
    ];
    const positions = expected.map((words) => text.indexOf(words));
    expect(
      positions.every((at) => at >= 0),
      text,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('refuses a zip bomb before inflating it', async () => {
    await expect(docxToPdf(makeZipBombDocx(), DEFAULT_LIMITS)).rejects.toMatchObject({ reason: 'unsafe-archive' });
  });

  it('calls a package without word/document.xml damaged', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const error: unknown = await docxToPdf(zipSync({ 'x.xml': strToU8('<x/>') }), DEFAULT_LIMITS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentRefusal);
    expect(error).toMatchObject({ reason: 'damaged' });
  });
});
