import { describe, expect, it } from 'vitest';
import { signingPlaceOf } from './sign-off.ts';

// Where drawn ink signs for the author: the label where the author signs, in any language its form is printed in.
describe('signingPlaceOf reads the place to sign in the languages forms are printed in', () => {
  it.each([
    'Underskrift lege',
    'Läkarens namnteckning',
    'Podpis i pieczątka lekarza',
    'Potpis liječnika',
    'Allekirjoitus',
    'Gydytojo parašas',
    'Orvos aláírása',
    'Semnătura și parafa medicului',
    'Doktor imzası',
    'Tanda tangan dokter',
    'Sahihi ya daktari',
    // OCR's one-letter slips on the long nouns ('Underskiift', 'Allekirjoitns').
    'Underskiift lege',
    'Allekirjoitns',
  ])('%s', (line) => {
    expect(signingPlaceOf(line)).toBe('label');
  });

  it.each(['Pasientens underskrift', 'Podpis pacjenta', 'Hasta imzası', 'Tanda tangan pasien', 'Potilaan allekirjoitus'])(
    "not the patient's: %s",
    (line) => {
      expect(signingPlaceOf(line)).toBeNull();
    },
  );
});
