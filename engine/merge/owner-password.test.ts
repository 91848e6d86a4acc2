// Issue 27: a PDF with only an owner password opens in every viewer without a prompt, so intake must merge and
// process it, whatever the revision of the Standard security handler and whether its objects sit in object streams.
// The files are written by qpdf (fixtures/documents/make-owner-password-pdfs.ts), an encryptor we share no code with.
import { describe, expect, it } from 'vitest';
import {
  OWNER_PASSWORD_VARIANTS,
  ownerPasswordPdf,
  qpdfUserPasswordPdf,
  variantName,
  variantTitle,
} from '../../fixtures/documents/owner-password-pdfs';
import { FIXTURE_PATIENT } from '../../fixtures/documents/clinical-notes';
import { extractPages } from '../extract/extract-pages';
import { processDocument } from '../pipeline';
import type { PageText } from '../types';
import { mergeUploads } from './merge-uploads';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
// The title repeats on every page, so extraction sets it apart as a running header.
const pageText = (page: PageText) => [...page.running, ...page.lines].map((line) => line.text).join('\n');

describe('owner-password-only PDFs (made by qpdf)', () => {
  it.each(OWNER_PASSWORD_VARIANTS.map((variant) => [variantName(variant), variant] as const))(
    '%s: merged with every page, and its text read by processing',
    async (_name, variant) => {
      const result = await mergeUploads([file(`${variantName(variant)}.pdf`, ownerPasswordPdf(variant))]);
      if (!result.ok) throw new Error(result.message);
      expect(result.pageCount).toBe(2);
      // Processing's first stage reads the merged document: the text is the plain text, not ciphertext.
      const { pages } = await extractPages(result.pdf);
      expect(pages.map(pageText)).toEqual([expect.stringContaining(variantTitle(variant)), expect.stringContaining(variantTitle(variant))]);
    },
  );

  it('all eight in one upload: merged in order and processed into audit reports, no page unread', async () => {
    const files = OWNER_PASSWORD_VARIANTS.map((variant) => file(`${variantName(variant)}.pdf`, ownerPasswordPdf(variant)));
    const merged = await mergeUploads(files);
    if (!merged.ok) throw new Error(merged.message);
    const { name, dateOfBirth, subscriberId } = FIXTURE_PATIENT;
    const result = await processDocument({
      pdf: merged.pdf,
      patient: { name, dob: dateOfBirth, subscriberId },
      allowMultiNote: true,
      performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
      auditDate: '2026-11-20T10:00:00Z',
    });
    expect(result.pageCount).toBe(16);
    expect(result.emptyPages).toEqual([]);
    expect(result.notes.length).toBeGreaterThan(0);
    expect(result.notes.every((note) => note.reportPdf.length > 0)).toBe(true);
    expect(result.notes.map((note) => note.header.patientName)).toContain(name);
  });

  it('refuses one that needs a user password, naming the file', async () => {
    expect(await mergeUploads([file('export.pdf', qpdfUserPasswordPdf())])).toEqual({
      ok: false,
      status: 422,
      message: 'export.pdf is password-protected and cannot be merged.',
    });
  });
});
