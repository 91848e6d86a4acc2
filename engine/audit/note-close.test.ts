import { describe, expect, it } from 'vitest';
import { closingStart, fieldAfter } from './note-close.ts';

describe('closingStart', () => {
  it('counts the last lines that say something, past contact details, dates, page marks, courtesy and OCR noise', () => {
    const text = [
      'Plan: rest.',
      'Dr. Kay Lund',
      'Tel (555) 123-4567 | kay.lund@example.org',
      'Date: 03/04/2024',
      'Page 1 of 1',
      'Thank you for your referral.',
      'NON SE Re a aaa BIR Ns Raa NNoR a aa',
    ];
    expect(closingStart(text, 1)).toBe(1);
    expect(closingStart(text, 2)).toBe(0);
  });

  it('keeps a titled name, however short its words, and passes a registration number under it', () => {
    expect(closingStart(['Plan: rest.', '(DR. NG AH KOW)', 'MMC No: 71234'], 1)).toBe(1);
    expect(closingStart(['Plan: rest.', 'Dr Le Van Ha', 'Reg. No.: 123456', 'BIG-nr 19012345601'], 1)).toBe(1);
  });

  it('keeps a line of values, which has digits, however short its words', () => {
    expect(closingStart(['Attending Physician: Dr. Ana Ruiz', 'BP 120/80 HR 72'], 1)).toBe(1);
  });
});

describe('fieldAfter', () => {
  it('says whether the note goes on with a labelled field after a line, closing matter aside', () => {
    expect(fieldAfter(['Attending Physician: Dr. Ana Ruiz', 'Follow-up: clinic in two weeks'], 0)).toBe(true);
    expect(fieldAfter(['Attending Physician: Dr. Ana Ruiz', 'Hospital Contact: Tel +61 2 9999 0000', 'Date: 03/04/2024'], 0)).toBe(false);
    expect(fieldAfter(['Dr Ana Ruiz', 'MMC No: 71234', 'Tembusan: rekam medis', 'This letter is valid without a signature.'], 0)).toBe(
      false,
    );
  });
});
