import { describe, expect, it } from 'vitest';
import { makeSignedScan, type SignedScanKind } from '../../fixtures/documents/make-signed-scan.ts';
import { analyzeDocument } from '../index.ts';
import { nodeOcr } from '../node/node-ocr.ts';

// Made-up scanned notes read end to end: OCR, the page's ink outside its words, the authentication check.
const ocr = nodeOcr();
async function authentication(kind: SignedScanKind) {
  const result = await analyzeDocument({
    pdf: await makeSignedScan(kind),
    patient: { name: 'Jane Doe', dob: '1970-05-06', subscriberId: 'W123' },
    allowMultiNote: false,
    performedBy: { fullName: 'Test Auditor', role: 'Auditor User' },
    auditDate: '2026-03-01T09:00:00Z',
    ocr: { engine: ocr },
  });
  return result.notes[0]?.findings.find((f) => f.check === 'authentication');
}

describe('a signature drawn on a scanned page', () => {
  it('reads a pen stroke over the rule above the typed signer as signed, the stroke shown as its evidence', async () => {
    const finding = await authentication('drawn');
    expect(finding?.severity).not.toBe('fail');
    // The stroke spans x 90-310 of the 850-pixel scan: on the Letter page, from about 65 to 223 points.
    const rects = finding?.places.flatMap((p) => p.rects) ?? [];
    expect(rects.some((r) => r.x <= 70 && r.x + r.w >= 215 && r.h >= 14)).toBe(true);
  });

  it.each(['empty', 'stamp', 'relative'] as const)('reads the note unsigned where the place is %s', async (kind) => {
    expect((await authentication(kind))?.severity).toBe('fail');
  });
});
