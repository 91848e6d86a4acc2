import { describe, expect, it } from 'vitest';
import { unslippedAct } from './ocr-act-slips.ts';

describe('unslippedAct', () => {
  it.each([
    ['Autiorised: Dr K. Lund, Chemical Pathologist', 'Authorised: Dr K. Lund, Chemical Pathologist'],
    ['Sighed: Ana Ruiz, PA-C 10/22/2026 17:05', 'Signed: Ana Ruiz, PA-C 10/22/2026 17:05'],
    ['Go-signature: PENDING — Kay Lund, MD', 'Co-signature: PENDING — Kay Lund, MD'],
    ['VERIFIED  Reviewcd by Kay Lund', 'VERIFIED  Reviewed by Kay Lund'],
  ])('sets right a signing label OCR misread by one letter, character for character: %j', (line, label) => {
    expect(unslippedAct(line)).toBe(label);
  });

  // Words in a sentence, words printed right and other labels.
  it.each(['The patient sighed: it hurts.', 'Signed: Kay Lund, MD', 'Reported: 03/04/2024', 'Assigned: Kay Lund', 'Sighed as she left'])(
    'leaves %j as it is',
    (line) => {
      expect(unslippedAct(line)).toBe(line);
    },
  );
});
