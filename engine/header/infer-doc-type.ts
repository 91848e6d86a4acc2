import { isContinuation, matchTitle, type DocType } from './doc-types.ts';
import type { HeaderField } from './find-header.ts';
import type { FieldHit, FieldLine } from './read-fields.ts';

// Body cues for notes that arrive without a title, strongest first.
const CUES: [RegExp, DocType][] = [
  [/\bhospital\s+course\b|\bdischarge\s+(diagnos[ie]s|medications|instructions)\b/i, 'Discharge Summary'],
  [/\b(pre|post)-?operative\s+diagnosis\b|\bestimated\s+blood\s+loss\b|\banesthesia\s*:/i, 'Operative Report'],
  [/\bfinal\s+(pathologic\s+)?diagnosis\b|\bgross\s+description\b|\bmicroscopic\s+description\b/i, 'Pathology Report'],
  [/\btechnique\s*:|\bcomparison\s*:|\bimpression\s*:[\s\S]{0,400}\b(no\s+acute|unremarkable|views?)\b/i, 'Radiology Report'],
  [/\breference\s+range\b|\bspecimen\s*:[\s\S]*\bresult\b|\b(wbc|hemoglobin|sodium|potassium|creatinine)\s+\d/i, 'Laboratory Report'],
  [/\breason\s+for\s+consult(ation)?\b|\bthank\s+you\s+for\s+(this|the)\s+(kind\s+)?(referral|consult)/i, 'Consultation'],
  [/\btriage\b|\bmode\s+of\s+arrival\b|\bed\s+course\b|\bemergency\s+department\s+course\b/i, 'Emergency Department Note'],
  [/\bprocedure\s*:[\s\S]{0,600}\b(consent|time[-\s]?out|tolerated)\b/i, 'Procedure Note'],
  [/\b(therapy|treatment)\s+(session|minutes)\b|\bgoals?\s*:[\s\S]{0,400}\b(rom|range\s+of\s+motion|gait|strength)\b/i, 'Therapy Note'],
  [/\bnursing\s+(assessment|interventions?)\b|\bpatient\s+education\s+provided\b/i, 'Nursing Note'],
  [/^\s*dear\s+(dr\.?|doctor|mr\.?|ms\.?|mrs\.?|sir|colleague)/im, 'Letter'],
  [/\bchief\s+complaint\b[\s\S]*\breview\s+of\s+systems\b[\s\S]*\bpast\s+(medical|surgical)\s+history\b/i, 'History and Physical'],
  [/\b(subjective|history\s+of\s+present\s+illness|hpi)\b[\s\S]*\b(assessment|plan)\b/i, 'Progress Note'],
];

/** The document type a note's content suggests when it has no title line. */
export function inferDocType(text: string): DocType {
  for (const [cue, type] of CUES) if (cue.test(text)) return type;
  return 'Other';
}

/** A note's document type: its title line when it has one, else what its content suggests. */
export function readDocType(note: { lines: FieldLine[]; hits: FieldHit[]; text: string }): HeaderField<DocType> {
  for (const line of note.lines.slice(0, 20)) {
    if (isContinuation(line.text)) continue;
    const type = matchTitle(line.text);
    if (type) return { value: type, page: line.page, confidence: 0.95 };
  }
  const inferred = inferDocType(note.text);
  const first = note.lines[0];
  return { value: inferred, page: first ? first.page : null, confidence: inferred === 'Other' ? 0.3 : 0.6 };
}
