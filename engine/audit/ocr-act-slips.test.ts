import { describe, expect, it } from 'vitest';
import { unslippedAct } from './ocr-act-slips.ts';

describe('unslippedAct', () => {
  it('sets right a signing label OCR misread by one letter, character for character', () => {
    expect(unslippedAct('Autiorised: Dr K. Lund, Chemical Pathologist')).toBe('Authorised: Dr K. Lund, Chemical Pathologist');
    expect(unslippedAct('Sighed: Ana Ruiz, PA-C 10/22/2026 17:05')).toBe('Signed: Ana Ruiz, PA-C 10/22/2026 17:05');
    expect(unslippedAct('Go-signature: PENDING — Kay Lund, MD')).toBe('Co-signature: PENDING — Kay Lund, MD');
    expect(unslippedAct('VERIFIED  Reviewcd by Kay Lund')).toBe('VERIFIED  Reviewed by Kay Lund');
  });

  it('leaves words in a sentence, words printed right and other labels as they are', () => {
    expect(unslippedAct('The patient sighed: it hurts.')).toBe('The patient sighed: it hurts.');
    expect(unslippedAct('Signed: Kay Lund, MD')).toBe('Signed: Kay Lund, MD');
    expect(unslippedAct('Reported: 03/04/2024')).toBe('Reported: 03/04/2024');
    expect(unslippedAct('Assigned: Kay Lund')).toBe('Assigned: Kay Lund');
    expect(unslippedAct('Sighed as she left')).toBe('Sighed as she left');
  });
});
