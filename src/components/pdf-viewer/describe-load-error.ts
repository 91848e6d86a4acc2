import { PDF_MESSAGES, reasonOf } from './pdf-messages';

/** The wording of docs/spec/messages.md#pdf-viewer for a failed open: the library itself, a refused fetch, or pdf.js's own reason. */
export function describeLoadError(error: unknown): string {
  const reason = reasonOf(error);
  if (reason === PDF_MESSAGES.libraryFailed) return reason;
  if (error instanceof Error && error.name === 'ResponseException') return PDF_MESSAGES.failedToLoad(PDF_MESSAGES.failedToFetch);
  return PDF_MESSAGES.failedToLoad(reason);
}
