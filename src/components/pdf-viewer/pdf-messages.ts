import { FAILED_TO_FETCH_FILE } from '@/api/files/get-file';

/** docs/spec/screens.md#pdf-viewer and section 8, word for word. */
export const PDF_MESSAGES = {
  loading: 'Loading PDF...',
  errorTitle: 'Error',
  failedToLoad: (reason: string) => `Failed to load PDF: ${reason}`,
  failedToRender: (pageNumber: number, reason: string) => `Failed to render page ${pageNumber}: ${reason}`,
  failedToFetch: FAILED_TO_FETCH_FILE,
  libraryFailed: 'PDF.js failed to load',
} as const;

export const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));
