import { faker } from '@faker-js/faker/locale/en';
import type { ChartOptions } from '@healthcare-portal/demo/charts/generate-chart-content';
import type { TruthDocType } from '@healthcare-portal/demo/charts/note-content';
import type { AuditReportRecord } from '../db';

/** The document types the seed files reports under; each is one the chart generator can write. */
export const SEED_DOC_TYPES = [
  'Progress Note',
  'History and Physical',
  'Consultation',
  'Discharge Summary',
  'Operative Report',
  'Therapy Note',
] as const satisfies readonly TruthDocType[];

const isSeedDocType = (docType: string): docType is (typeof SEED_DOC_TYPES)[number] =>
  (SEED_DOC_TYPES as readonly string[]).includes(docType);

export type SeedChartFields = Pick<AuditReportRecord, 'id' | 'patientName' | 'patientDob' | 'noteDate' | 'docType' | 'auditDate'>;

/** FNV-1a: a stable 32-bit seed from the report id, so a report's chart is the same in every session. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

/** The record keeps no sex; the seed drew the first name from faker's female or male list (the lists share no name). */
const sexOf = (firstName: string): 'female' | 'male' =>
  faker.definitions.person.first_name.female?.includes(firstName) ? 'female' : 'male';

/**
 * The generator's seed and options for a seeded report's chart: its patient, and the audited note last, with the
 * record's type and date. Two visits a year or two earlier come first, so the document reads like a real release of
 * records and the clone check has earlier notes to compare with; no misfiled page of another patient, which would
 * be a second audit story in a history meant to show one note each.
 */
export function seedChart(fields: SeedChartFields): { seed: number; options: ChartOptions } {
  if (!isSeedDocType(fields.docType)) throw new TypeError(`Not a seeded document type: ${fields.docType}`);
  const [first = '', ...rest] = fields.patientName.split(' ');
  return {
    seed: seedOf(fields.id),
    options: {
      notes: 3,
      wrongPatientPage: false,
      priorReports: 0,
      today: fields.auditDate.slice(0, 10),
      patient: { first, last: rest.join(' '), dob: fields.patientDob, sex: sexOf(first) },
      lastNote: { docType: fields.docType, noteDate: fields.noteDate },
    },
  };
}
