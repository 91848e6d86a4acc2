import { oncePerText } from '../memo/once-per-text.ts';

export const SECTION_KEYS = [
  'chiefComplaint',
  'hpi',
  'ros',
  'pmh',
  'psh',
  'familyHistory',
  'socialHistory',
  'medications',
  'allergies',
  'vitals',
  'exam',
  'results',
  'assessment',
  'plan',
  'orders',
  'signature',
  'hospitalCourse',
  'indication',
  'procedure',
  'findings',
  'assessmentAndPlan',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_NAMES: Record<SectionKey, string> = {
  chiefComplaint: 'Chief Complaint',
  hpi: 'History of Present Illness',
  ros: 'Review of Systems',
  pmh: 'Past Medical History',
  psh: 'Past Surgical History',
  familyHistory: 'Family History',
  socialHistory: 'Social History',
  medications: 'Medications',
  allergies: 'Allergies',
  vitals: 'Vital Signs',
  exam: 'Physical Exam',
  results: 'Results',
  assessment: 'Assessment',
  plan: 'Plan',
  orders: 'Orders',
  signature: 'Signature',
  hospitalCourse: 'Hospital Course',
  indication: 'Indication',
  procedure: 'Procedure',
  findings: 'Findings',
  assessmentAndPlan: 'Assessment and Plan',
};

// Headings as charts spell them, normalised (lower case, '&' as 'and', no punctuation but '/').
const HEADINGS: Record<SectionKey, string[]> = {
  chiefComplaint: [
    'chief complaint',
    'cc',
    'reason for visit',
    'reason for consultation',
    'reason for consult',
    'presenting complaint',
    'chief complaints',
    'reason for referral',
    'rfv',
    'complaint',
  ],
  hpi: [
    'history of present illness',
    'hpi',
    'history of the present illness',
    'hx of present illness',
    'present illness',
    'subjective',
    'interval history',
    'history',
    'clinical history',
    's',
    'history of present illness/subjective',
  ],
  ros: ['review of systems', 'ros', 'systems review'],
  pmh: ['past medical history', 'pmh', 'pmhx', 'medical history', 'past history', 'past medical hx', 'problem list', 'active problems'],
  psh: ['past surgical history', 'psh', 'pshx', 'surgical history', 'past surgical hx', 'prior surgeries'],
  familyHistory: ['family history', 'fh', 'fhx', 'family hx'],
  socialHistory: ['social history', 'sh', 'shx', 'social hx'],
  medications: [
    'medications',
    'meds',
    'current medications',
    'home medications',
    'outpatient medications',
    'discharge medications',
    'medication list',
    'current meds',
    'medications on admission',
    'active medications',
  ],
  allergies: ['allergies', 'allergy', 'drug allergies', 'allergies/adverse reactions', 'nkda', 'medication allergies'],
  vitals: ['vitals', 'vital signs', 'vs', 'vitals signs'],
  exam: ['physical exam', 'physical examination', 'exam', 'examination', 'pe', 'objective', 'o', 'physical findings'],
  results: [
    'results',
    'labs',
    'lab results',
    'laboratory',
    'laboratory data',
    'data',
    'diagnostics',
    'imaging',
    'studies',
    'pertinent results',
    'test results',
    'laboratory results',
    'result',
  ],
  assessment: [
    'assessment',
    'impression',
    'diagnosis',
    'diagnoses',
    'a',
    'clinical impression',
    'discharge diagnosis',
    'discharge diagnoses',
    'admission diagnosis',
    'final diagnosis',
    'preoperative diagnosis',
    'postoperative diagnosis',
    'pre-operative diagnosis',
    'post-operative diagnosis',
    'principal diagnosis',
    'problem',
    'working diagnosis',
  ],
  plan: [
    'plan',
    'recommendations',
    'recommendation',
    'p',
    'disposition',
    'follow-up',
    'follow up',
    'discharge instructions',
    'treatment plan',
    'plan of care',
    'goals',
  ],
  orders: ['orders', 'order', 'orders placed', 'prescriptions'],
  signature: ['signature', 'attestation', 'electronically signed', 'signed'],
  hospitalCourse: ['hospital course', 'brief hospital course', 'course', 'ed course', 'emergency department course', 'clinical course'],
  indication: ['indication', 'indications', 'reason for exam', 'reason for study', 'clinical indication', 'reason for procedure'],
  procedure: [
    'procedure',
    'procedures',
    'procedure performed',
    'procedures performed',
    'operation',
    'operation performed',
    'technique',
    'description of procedure',
    'procedure details',
    'description of operation',
    'intervention',
    'interventions',
    'treatment',
    'treatment provided',
    'anesthesia',
    'comparison',
  ],
  findings: [
    'findings',
    'operative findings',
    'gross description',
    'microscopic description',
    'specimen',
    'specimens',
    'estimated blood loss',
    'ebl',
    'complications',
  ],
  assessmentAndPlan: [
    'assessment and plan',
    'assessment/plan',
    'a/p',
    'a and p',
    'impression and plan',
    'impression/plan',
    'assessment & plan',
  ],
};

const LOOKUP = new Map<string, SectionKey>();
for (const key of SECTION_KEYS) for (const heading of HEADINGS[key]) LOOKUP.set(heading, key);

export function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9/\- ]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

// Qualifiers that do not change what a heading is: 'Final Diagnoses', 'Medications on Discharge', 'Brief Course'.
const QUALIFIERS =
  /\b(final|principal|primary|secondary|other|discharge|discharging|admission|admitting|admit|brief|current|pertinent|active|new|home|advised|prescribed|given|at|on|upon|of|the|in|during|and|list|summary|hospital|hospitalization|stay|visit|today'?s?|patient)\b/g;
// Head words that name a section whatever qualifies them. A follow-up visit named by its service ('MFM Follow-up
// Visit') is a visit's title: the noun 'visit' after it heads the note, not its plan ('Follow-up visit' alone is read
// as the plan's heading above, by its core).
const HEAD_WORDS: [RegExp, SectionKey][] = [
  [/\bcourse\b/, 'hospitalCourse'],
  [/\bdiagnos[ie]s\b|\bimpressions?\b/, 'assessment'],
  [/\bmedications?\b|\bmeds\b|\bprescriptions\b/, 'medications'],
  [/\binstructions\b|\bfollow[- ]?up\b(?!\s+visit$)|\brecommendations\b/, 'plan'],
];

/** The section a heading names: as the dictionary spells it, or by its head word once qualifiers are set aside. */
export const lookupHeading = oncePerText(readHeading);

function readHeading(text: string): SectionKey | null {
  const normal = normalizeHeading(text.replace(/\(.*\)\s*$/, ''));
  const exact = LOOKUP.get(normal);
  if (exact) return exact;
  const words = normal.split(' ');
  // Headings are short: a sentence with a medical word in it is not one.
  if (words.length === 0 || words.length > 5) return null;
  const core = normal.replace(QUALIFIERS, ' ').replace(/\s+/g, ' ').trim();
  const fromCore = core === '' ? null : LOOKUP.get(core);
  if (fromCore) return fromCore;
  if (/^summary of visit$|^visit summary$/.test(normal)) return 'assessment';
  if (core.split(' ').length > 2) return null;
  for (const [head, key] of HEAD_WORDS) if (head.test(normal)) return key;
  return null;
}

/** Sections a copy from an earlier note may legitimately carry forward; the rest must be new for each encounter. */
export const CARRIED_FORWARD: ReadonlySet<SectionKey> = new Set<SectionKey>([
  'pmh',
  'psh',
  'familyHistory',
  'socialHistory',
  'medications',
  'allergies',
]);
