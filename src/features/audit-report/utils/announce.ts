import type { EvidenceEntry } from './evidence-entries';

const SEVERITY_WORDS = { fail: 'fail', warning: 'warning', pass: 'pass' } as const;

/**
 * What a screen reader hears (and everyone reads under the findings) once a highlight is drawn: the finding, the
 * page and the words highlighted, as pdf.js's text layer has them (docs/findings.md).
 */
export function announcement(
  entry: Pick<EvidenceEntry, 'title' | 'severity' | 'text'>,
  viewer: string,
  page: number,
  words: string,
): string {
  // A message's own full stop gives way to the sentence's.
  const what = `${entry.title}${entry.severity ? ` (${SEVERITY_WORDS[entry.severity]})` : ''}: ${entry.text.replace(/[.!?]+$/, '')}`;
  const where = `Shown on page ${page} of the ${viewer}`;
  return words ? `${what}. ${where}, highlighted: “${words}”.` : `${what}. ${where}.`;
}

/** The same for the source of a copy, shown beside the original. */
export function sourceAnnouncement(label: string, viewer: string, page: number, words: string): string {
  const where = `Its source, ${label}: shown on page ${page} of the ${viewer}`;
  return words ? `${where}, highlighted: “${words}”.` : `${where}.`;
}
