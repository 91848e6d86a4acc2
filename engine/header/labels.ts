// The header labels charts use, as regular expression sources. Kept together because segmenting, header reading
// and the identity check must agree on what counts as a patient identifier or a date of service.

export type LabelKind = 'name' | 'dob' | 'dos' | 'discharge' | 'other';

const SOURCES: [LabelKind, string][] = [
  ['dob', String.raw`date\s+of\s+birth|birth\s*date|d\.?\s?o\.?\s?b\.?(?:\s*/\s*age)?`],
  ['discharge', String.raw`discharge\s+date|date\s+of\s+discharge|discharged(?:\s+on)?`],
  [
    'dos',
    String.raw`dates?\s+of\s+service|service\s+date|d\.?o\.?s\.?|visit\s+date|date\s+of\s+visit|encounter\s+date|date\s+of\s+encounter|admission\s+date|date\s+of\s+admission|admit\s+date|date\s+of\s+(?:procedure|surgery|operation|exam|examination|study|consultation|consult)|(?:procedure|surgery|operation|exam|study|consult|consultation)\s+date|collection\s+date|date\s+collected|collected|report\s+date|date\s+of\s+report|date\s+of\s+note|note\s+date|date`,
  ],
  ['name', String.raw`patient\s*name|pt\.?\s*name|patient|name|re`],
  [
    'other',
    String.raw`mrn|medical\s+record\s*(?:number|no\.?|#)?|acct\.?|account\s*(?:#|no\.?|number)?|age|sex|gender|provider|physician|attending(?:\s+physician)?|surgeon|location|facility|room|referring(?:\s+physician|\s+provider)?|pcp|insurance|subscriber\s*id|member\s*id|phone|address|time|encounter\s*(?:#|no\.?)|fin|csn|dictated(?:\s+by)?|transcribed(?:\s+by)?|printed(?:\s+on)?|fax|ordering\s+(?:physician|provider)|radiologist|pathologist|therapist|clinic|department|specimen\s*#?|accession\s*#?|visit\s+type`,
  ],
];

const ALL = SOURCES.map(([, s]) => `(?:${s})`).join('|');

/** One label and its colon (or '#') inside a cell: 'Patient Name:', 'DOB:', 'MRN#'. */
export const LABEL_RE = new RegExp(`(?<![A-Za-z])(${ALL})\\s*[:#]`, 'gi');

const LABEL_ONLY_RE = new RegExp(`^(${ALL})\\s*:?$`, 'i');

/** The label a whole cell consists of ('Date of Birth' in a table header row), or null. */
export function labelOnly(cell: string): string | null {
  const m = LABEL_ONLY_RE.exec(cell.trim());
  return m?.[1] ?? null;
}

export function labelKind(label: string): LabelKind {
  const text = label.trim();
  for (const [kind, source] of SOURCES) if (new RegExp(`^(?:${source})$`, 'i').test(text)) return kind;
  return 'other';
}

/** Sign-off lines: where a note is authenticated (or says it is not). */
export const SIGN_OFF_RE =
  /electronically\s+signed|e-?signed\s+by|signed\s+by|^\s*signed\s*:|signature\s*:|authenticated\s+by|attested\s+by|^\s*\/s\/|dictated\s+(?:but\s+)?not\s+signed|unsigned|signed\s+electronically/i;
