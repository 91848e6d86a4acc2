export const DOC_TYPES = [
  'Progress Note',
  'History and Physical',
  'Consultation',
  'Discharge Summary',
  'Operative Report',
  'Procedure Note',
  'Emergency Department Note',
  'Radiology Report',
  'Laboratory Report',
  'Pathology Report',
  'Therapy Note',
  'Nursing Note',
  'Letter',
  'Other',
] as const;

export type DocType = (typeof DOC_TYPES)[number];

// Ordered: more specific titles first ('Nursing Progress Note' before 'Progress Note').
const TITLE_PATTERNS: [RegExp, DocType][] = [
  // 'Nursing assessment' is a section heading inside nursing notes, so it is not a title here.
  [/^(nursing|nurse'?s?)\b.*\b(note|documentation|progress)/, 'Nursing Note'],
  [
    /^(physical|occupational|speech|respiratory)\s+therapy\b|^(pt|ot|slp)\s+(daily|progress|treatment|eval)|^therapy\s+(note|treatment|session)|^(rehab|rehabilitation)\s+(note|therapy)/,
    'Therapy Note',
  ],
  [/^(admission\s+)?(history\s*(and|&)\s*physical|h\s*&\s*p)\b/, 'History and Physical'],
  [/^(discharge\s+summary|hospital\s+discharge\s+summary|death\s+summary)/, 'Discharge Summary'],
  [/^(emergency\s+(department|room)|ed|er)\s+(note|record|report|visit|physician|provider)/, 'Emergency Department Note'],
  [/^(consultation|consult)(\s+(note|report|request))?\b|^[a-z &/-]{0,30}\bconsult(ation)?(\s+(note|report))?$/, 'Consultation'],
  [/^(brief\s+)?(operative|op)\s+(report|note)|^operation\s+report/, 'Operative Report'],
  [/^(procedure|bedside\s+procedure)\s+(note|report)/, 'Procedure Note'],
  [/^(surgical\s+)?pathology\s+report|^surgical\s+pathology|^cytology\s+report/, 'Pathology Report'],
  [
    /^(radiology|imaging|diagnostic\s+imaging)\s+(report|study)|^(x-?ray|xr|ct|cta|mri|mr|us|ultrasound|mammogram|dexa|nuclear)\b.{0,50}$/,
    'Radiology Report',
  ],
  [/^(laboratory|lab)\s+(report|results?|values)|^(clinical\s+)?laboratory\s+results?|^lab\s+report/, 'Laboratory Report'],
  [
    /^(progress|clinic|office|soap|follow[-\s]?up|outpatient)\s+(note|visit)|^(office|clinic)\s+visit|^(interval|daily)\s+progress\s+note|^progress\s+note/,
    'Progress Note',
  ],
  [/^(referral\s+)?letter\b|^correspondence\b|^letter\s+of\s+/, 'Letter'],
];

/**
 * The document type a title line announces, or null when the line is not a title. A title is a short line of its
 * own; 'Procedure: colonoscopy' is a section heading with content, not a title.
 */
export function matchTitle(line: string): DocType | null {
  const text = line
    .toLowerCase()
    .replace(/\((continued|cont'?d)\)|\bcontinued\b/g, '')
    .replace(/[*_=#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length === 0 || text.length > 60 || /:\s*\S/.test(text)) return null;
  for (const [pattern, type] of TITLE_PATTERNS) if (pattern.test(text)) return type;
  return null;
}

export function isContinuation(line: string): boolean {
  return /\((continued|cont'?d)\)|\bcontinued\b|\bcont'd\b/i.test(line);
}
