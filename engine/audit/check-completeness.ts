import type { Finding } from '../types.ts';
import type { DocType } from '../header/doc-types.ts';
import { SECTION_NAMES, type SectionKey } from '../sections/dictionary.ts';
import type { NoteContext } from './note-context.ts';

// Each requirement is met by any one of its alternatives ('Assessment and Plan' covers both).
type Requirement = SectionKey[];

const REQUIRED: Record<DocType, Requirement[]> = {
  'Progress Note': [['hpi', 'chiefComplaint'], ['exam'], ['assessment', 'assessmentAndPlan'], ['plan', 'assessmentAndPlan']],
  'History and Physical': [
    ['chiefComplaint'],
    ['hpi'],
    ['pmh'],
    ['medications'],
    ['allergies'],
    ['ros'],
    ['exam'],
    ['assessment', 'assessmentAndPlan'],
    ['plan', 'assessmentAndPlan'],
  ],
  Consultation: [['chiefComplaint', 'indication'], ['hpi'], ['exam'], ['assessment', 'assessmentAndPlan'], ['plan', 'assessmentAndPlan']],
  'Discharge Summary': [['hospitalCourse'], ['assessment', 'assessmentAndPlan'], ['medications'], ['plan', 'assessmentAndPlan']],
  'Operative Report': [['assessment'], ['procedure'], ['findings']],
  'Procedure Note': [['indication'], ['procedure'], ['plan', 'assessmentAndPlan', 'findings']],
  'Emergency Department Note': [
    ['chiefComplaint'],
    ['hpi'],
    ['exam'],
    ['assessment', 'assessmentAndPlan', 'hospitalCourse'],
    ['plan', 'assessmentAndPlan'],
  ],
  'Radiology Report': [['indication', 'chiefComplaint'], ['findings'], ['assessment']],
  'Laboratory Report': [['results']],
  'Pathology Report': [['findings'], ['assessment']],
  'Therapy Note': [
    ['assessment', 'assessmentAndPlan'],
    ['plan', 'assessmentAndPlan', 'procedure'],
  ],
  'Nursing Note': [
    ['assessment', 'vitals', 'assessmentAndPlan'],
    ['plan', 'procedure', 'assessmentAndPlan'],
  ],
  Referral: [],
  Other: [],
};

/** Completeness: the sections the note's document type requires are present and not empty. */
export function checkCompleteness(ctx: NoteContext): Finding {
  const type = ctx.header.docType.value ?? 'Other';
  const present = new Set(ctx.sections.filter((s) => s.text.trim() !== '').map((s) => s.key));
  const required = REQUIRED[type];
  const missing = required.filter((alternatives) => !alternatives.some((k) => present.has(k)));
  const pages = [ctx.first];
  const a = /^[AEIOU]/.test(type) ? 'an' : 'a';
  if (required.length === 0) {
    return { check: 'completeness', severity: 'pass', message: `No sections are required for ${a} ${type}.`, pages };
  }
  if (missing.length === 0) {
    return { check: 'completeness', severity: 'pass', message: `All sections ${a} ${type} requires are present.`, pages };
  }
  const names = missing.map((alternatives) => alternatives.map((k) => SECTION_NAMES[k]).join(' or ')).join('; ');
  const severity = missing.length * 2 > required.length ? 'fail' : 'warning';
  return {
    check: 'completeness',
    severity,
    message: `${a === 'an' ? 'An' : 'A'} ${type} requires sections that are missing: ${names}.`,
    pages,
  };
}
