import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeSignedScan, type SignedScanKind } from '../../fixtures/documents/make-signed-scan.ts';
import { SIGNED_FAX_FILES } from '../../fixtures/documents/scan-kind-pdfs.ts';
import { analyzeDocument, type ProcessInput } from '../index.ts';
import { inflateExactly } from '../node/inflate-exactly.ts';
import { findNativeTesseract, nativeTesseractOcr } from '../node/native-tesseract-ocr.ts';
import { nodeOcr } from '../node/node-ocr.ts';
import { createOcrSlots } from '../node/ocr-slots.ts';

// Made-up scanned notes read end to end: OCR, the page's ink outside its words, the authentication check.
const ocr = nodeOcr();
async function authentication(pdf: Uint8Array, reading: Pick<ProcessInput, 'ocr' | 'inflate'> = { ocr: { engine: ocr } }) {
  const result = await analyzeDocument({
    pdf,
    patient: { name: 'Jane Doe', dob: '1970-05-06', subscriberId: 'W123' },
    allowMultiNote: false,
    performedBy: { fullName: 'Test Auditor', role: 'Auditor User' },
    auditDate: '2026-03-01T09:00:00Z',
    ...reading,
  });
  return result.notes[0]?.findings.find((f) => f.check === 'authentication');
}

describe('a signature drawn on a scanned page', () => {
  it('reads a pen stroke over the rule above the typed signer as signed, the stroke shown as its evidence', async () => {
    const finding = await authentication(await makeSignedScan('drawn'));
    expect(finding?.severity).not.toBe('fail');
    // The stroke spans x 90-310 of the 850-pixel scan: on the Letter page, from about 65 to 223 points.
    const rects = finding?.places.flatMap((p) => p.rects) ?? [];
    expect(rects.some((r) => r.x <= 70 && r.x + r.w >= 215 && r.h >= 14)).toBe(true);
  });

  it.each(['empty', 'stamp', 'relative'] as const)('reads the note unsigned where the place is %s', async (kind: SignedScanKind) => {
    expect((await authentication(await makeSignedScan(kind)))?.severity).toBe('fail');
  });
});

const native = await findNativeTesseract();

describe.skipIf(!native)('a signature drawn on a faxed page, on every OCR path (skipped without native tesseract)', () => {
  // tesseract.js is given the pixels pdf.js decodes (the browser, the simulator, the real-PDF measure); the server's
  // native tesseract is given a Group 4 fax's stream as it is (engine/extract/scan-image.ts): both read the same ink.
  it.each(['drawn', 'empty'] as const)('reads the %s place alike through pdf.js and from the fax stream', async (kind) => {
    const pdf = new Uint8Array(readFileSync(SIGNED_FAX_FILES[kind]));
    const viaPdfjs = await authentication(pdf);
    const fromStream = await authentication(pdf, {
      ocr: { engine: nativeTesseractOcr({ slots: createOcrSlots(1) }) },
      inflate: inflateExactly,
    });
    expect(fromStream?.severity).toBe(viaPdfjs?.severity);
    // The pen's stroke signs (each recogniser reads it as a few letters it doubts); under the empty rule nobody signed.
    expect(fromStream?.severity).toBe(kind === 'drawn' ? 'warning' : 'fail');
  });
});
