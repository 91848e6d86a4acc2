import { describe, expect, it } from 'vitest';
import { displayName, nameFromLabelValue, nameTokens, sameName } from './names.ts';

describe('names', () => {
  it('matches the same person however the chart writes the name', () => {
    expect(sameName('SMITH, JOHN A', 'John Smith')).toBe(true);
    expect(sameName('John Albert Smith', 'Smith, John A.')).toBe(true);
    expect(sameName('Jane Smith', 'John Smith')).toBe(false);
    expect(sameName('John Smith', 'John Smyth')).toBe(false);
    expect(sameName('José Núñez', 'NUNEZ, JOSE')).toBe(true);
  });

  it('matches a two-word surname when a middle initial is written on one side only', () => {
    expect(sameName('VAN DYKE, HANNAH M', 'Hannah Van Dyke')).toBe(true);
    expect(sameName('Ngozi L. St. Clair', 'Ngozi St. Clair')).toBe(true);
    expect(sameName('John A Smith', 'John B Smith')).toBe(false);
    expect(sameName('Ann Van Dyke', 'Ann De Dyke')).toBe(false);
  });

  it('shows names in reading order and keeps mixed-case spellings', () => {
    expect(displayName('SMITH, JOHN A')).toBe('John A Smith');
    expect(displayName('James McAllister')).toBe('James McAllister');
    expect(displayName("O'BRIEN, CONOR")).toBe("Conor O'Brien");
    expect(displayName('KOWALSKA, ŁUCJA')).toBe('Łucja Kowalska');
  });

  it('reads a surname printed before the title and the given names after it', () => {
    expect(displayName('ROE Mrs Ann')).toBe('Ann Roe');
    expect(displayName('VAN DYKE Ms Hannah M')).toBe('Hannah M Van Dyke');
    expect(sameName('ROE Mrs Ann', 'Ann Roe')).toBe(true);
    // A title first is only a title; a title last closes a surname whose given names are cut off.
    expect(displayName('Mrs Ann Roe')).toBe('Ann Roe');
    expect(displayName('ROE Mrs')).toBe('Roe');
  });

  it('takes the name out of a labelled value and refuses stamps', () => {
    expect(nameFromLabelValue('SMITH, JOHN  MRN 1234')).toBe('SMITH, JOHN');
    expect(nameFromLabelValue('Jane Doe (62 y/o)')).toBe('Jane Doe');
    // An identifier after the name goes whole, its letters with its digits ('NHI ZKP4821', 'Ref AB12').
    expect(nameFromLabelValue('Mereana Tipene-Walsh NHI ZKP4821')).toBe('Mereana Tipene-Walsh');
    expect(nameFromLabelValue('Ann Vole AB1234')).toBe('Ann Vole');
    // Initials with the name in use in brackets, as Dutch and Belgian papers write a name ('J.W. (Johanna) de Vries').
    const called = nameFromLabelValue('mevrouw J.W. (Johanna) de Vries-Bakker, geboren 04-07-1961');
    expect(called && displayName(called)).toBe('J.W Johanna de Vries-Bakker');
    expect(sameName(called ?? '', 'J.W. (Johanna) de Vries-Bakker')).toBe(true);
    expect(nameFromLabelValue('Printed on 06/20/2025')).toBeNull();
    expect(nameFromLabelValue('Cher')).toBeNull();
    // A clinic, ward or laboratory in a patient field names a place, not a person.
    expect(nameFromLabelValue('COVID HSC Assessment Clinic')).toBeNull();
    expect(nameFromLabelValue('Lake Ward')).toBeNull();
  });

  it("takes from a value of several parts the part that is a person's: a courtesy title before it, identifiers after it", () => {
    const person = (value: string) => displayName(nameFromLabelValue(value) ?? '');
    expect(person('Annual Review Clinic – Mrs Jane ROE, DOB 04/03/1950, Hosp No 77')).toBe('Jane Roe');
    expect(person('Consulta de Control – Sra. Ana Roe')).toBe('Ana Roe');
    expect(person('Knee Clinic Referral – Ana Roe (71)')).toBe('Ana Roe');
    // Where no part says so, the first name-shaped part, as before.
    expect(person('Jane Roe – Knee Review')).toBe('Jane Roe');
  });

  it('reads courtesy titles in the languages the engine reads as no part of the name', () => {
    expect(displayName('Sra. Ana Roe')).toBe('Ana Roe');
    expect(displayName('Frau Anna ROE')).toBe('Anna Roe');
    expect(displayName('mevrouw J.M. de Vries')).toBe('J.M de Vries');
    expect(sameName('Mme Anne Roe', 'Anne Roe')).toBe(true);
  });

  it('reads a dash between the name and the next field, or in an empty cell after it, as a separator', () => {
    expect(nameFromLabelValue('Ida Brook - MRN: 5511')).toBe('Ida Brook');
    expect(nameFromLabelValue('BROOK, IDA  –')).toBe('BROOK, IDA');
  });
});

describe('nameFromLabelValue: a name with its particles (thirteenth round)', () => {
  it('counts no particle among a name’s words, in any case', () => {
    expect(nameFromLabelValue('Ana Lucía de los Santos Ortega Ruiz')).toBe('Ana Lucía de los Santos Ortega Ruiz');
    expect(nameFromLabelValue('OMAR KHALID BIN SAEED AL HARTHY')).toBe('OMAR KHALID BIN SAEED AL HARTHY');
    expect(nameFromLabelValue('Ana Lucía Beatriz Santos Ortega Ruiz')).toBeNull();
  });
});

describe('a surname printed in capitals before the given names (fifteenth round)', () => {
  it('reads the capitals first as the surname where the given names after them are in mixed case', () => {
    // As French, Francophone African and many European papers write a name: 'DUPONT Marie Claire'.
    expect(displayName('DUPONT Marie Claire')).toBe('Marie Claire Dupont');
    expect(displayName('Mme LEBRUN-MARTIN Sophie')).toBe('Sophie Lebrun-Martin');
    expect(displayName('VAN DER BERG Anna')).toBe('Anna Van Der Berg');
    expect(sameName('OKONKWO-BELL Ada Ngozi', 'Ada Ngozi Okonkwo-Bell')).toBe(true);
    expect(sameName('OKONKWO-BELL Ada', 'Okonkwo Ada')).toBe(false);
  });

  it('leaves names whose case says nothing of their order as written', () => {
    expect(displayName('Marie Claire DUPONT')).toBe('Marie Claire Dupont');
    expect(displayName('DUPONT MARIE')).toBe('Dupont Marie');
    expect(displayName('Marie Dupont')).toBe('Marie Dupont');
    // An initial in capitals is no surname: 'J Dupont' is the initial and the surname.
    expect(displayName('J Dupont')).toBe('J Dupont');
    expect(displayName('DUPONT, Marie')).toBe('Marie Dupont');
  });
});

describe('names in scripts whose letters carry marks (fifteenth round)', () => {
  it('keeps a letter and its marks one word: an Arabic hamza, a Devanagari vowel sign', () => {
    // 'أ' decomposes to an alef and a hamza above; Devanagari writes vowels as marks on consonants.
    expect(nameTokens('أمين سالم')).toEqual(['امين', 'سالم']);
    expect(sameName('أمين سالم', 'أمين سالم')).toBe(true);
    expect(sameName('أمين سالم', 'سالم أمين')).toBe(false);
    expect(nameTokens('सुनीता शर्मा')).toHaveLength(2);
  });
});

describe('a name in use written in brackets inside the name (fifteenth round)', () => {
  it("reads 'Margaret (Peggy) Roe' as the name, its name in use no field after it", () => {
    expect(nameFromLabelValue('Margaret (Peggy) Roe  DOB 04/03/1950')).toBe('Margaret Roe');
    expect(sameName(nameFromLabelValue('Nikolaos (Nick) Roe') ?? '', 'Nikolaos Roe')).toBe(true);
    // Brackets after the name still close it ('Jane Doe (62 y/o)').
    expect(nameFromLabelValue('Jane Doe (62 y/o)')).toBe('Jane Doe');
  });
});

describe('the next field after a name in its value (sixteenth round)', () => {
  it('ends the name at a word closed by its colon, a label the lexicon need not know, in any language', () => {
    expect(nameFromLabelValue('Ana Maria Roe Lopes Registo: 22-4471')).toBe('Ana Maria Roe Lopes');
    expect(nameFromLabelValue('Jana ROE Pojišťovna : 111')).toBe('Jana ROE');
    // A number's label takes the word it qualifies with it ('Ward No:', 'OPD No:', 'File Nr.:').
    expect(nameFromLabelValue('Ann Bo ROE Ward No: 4B/22')).toBe('Ann Bo ROE');
    expect(nameFromLabelValue('Ann ROE File Nr.: 77')).toBe('Ann ROE');
    // A name closed by its own colon is still read whole.
    expect(nameFromLabelValue('Ann Roe: follow-up')).toBe('Ann Roe');
  });

  it('ends the name where OCR ran its surname in capitals into the next cell’s words', () => {
    expect(nameFromLabelValue('Ann Mary ROEWard Seven Team')).toBe('Ann Mary ROE');
    expect(nameFromLabelValue('Ann McROEClinic')).toBe('Ann McROE');
    // Capitals then capitalised words a space apart, and a name in mixed case, stay as written.
    expect(nameFromLabelValue('ROE Ann Mary')).toBe('ROE Ann Mary');
    expect(nameFromLabelValue('Ann McDonald')).toBe('Ann McDonald');
  });
});
