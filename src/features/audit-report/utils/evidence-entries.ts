import { displayDate } from '@healthcare-portal/contracts/display-date';
import {
  HEADER_FIELDS,
  type CopySource,
  type EvidencePlace,
  type HeaderFieldName,
  type ReportEvidence,
  type ReportFinding,
} from '@healthcare-portal/contracts/report-evidence';

/** One choosable line of the findings list: a header value or a finding, and where it stands in this original. */
export type EvidenceEntry = {
  id: string;
  /** 'Patient name', or the check ('Cloning') */
  title: string;
  severity?: ReportFinding['severity'];
  /** the value as read, or the finding's message */
  text: string;
  /** places in this report's original only (a copy's source elsewhere is shown beside it, not here) */
  places: EvidencePlace[];
  /** a cloning finding's copied passages and their sources */
  copies: CopySource[];
};

const HEADER_TITLES: Record<HeaderFieldName, string> = {
  patientName: 'Patient name',
  patientDob: 'Date of birth',
  noteDate: 'Note date',
  docType: 'Document type',
};

const CHECK_TITLES: Record<ReportFinding['check'], string> = {
  identity: 'Identity',
  dates: 'Dates',
  authentication: 'Signature',
  completeness: 'Completeness',
  cloning: 'Copied text',
};

const isDateField = (field: HeaderFieldName) => field === 'patientDob' || field === 'noteDate';
const own = (places: EvidencePlace[]) => places.filter((place) => place.report === undefined);

/** The header values the engine read, in the order the header block prints them. */
export function headerEntries(evidence: ReportEvidence): EvidenceEntry[] {
  return HEADER_FIELDS.map((field) => {
    const { value, places } = evidence.header[field];
    const text = value === null ? 'Not found' : isDateField(field) ? (displayDate(value) ?? value) : value;
    return { id: `header-${field}`, title: HEADER_TITLES[field], text, places: own(places), copies: [] };
  });
}

/** The findings in the report's order; a cloning finding carries the copies, to open beside their sources. */
export function findingEntries(evidence: ReportEvidence): EvidenceEntry[] {
  return evidence.findings.map((finding, index) => ({
    id: `finding-${index}`,
    title: CHECK_TITLES[finding.check],
    severity: finding.severity,
    text: finding.message,
    places: own(finding.places),
    copies: finding.check === 'cloning' ? evidence.copies.filter((copy) => copy.passages.length > 0) : [],
  }));
}

/** Where a place is, in words: 'page 3', 'pages 3 and 4', 'pages 3, 4 and 6'. */
export function pagesInWords(places: EvidencePlace[]): string {
  const pages = [...new Set(places.map((place) => place.page))].sort((a, b) => a - b);
  if (pages.length === 0) return 'no page';
  if (pages.length === 1) return `page ${pages[0]}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}
