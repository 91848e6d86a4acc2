/** The message of a file that could not be read: the PDF viewer shows it as it is (docs/spec/screens.md#pdf-viewer). */
export const FAILED_TO_FETCH_FILE = 'Failed to fetch PDF';

/**
 * GET a stored file (documentUrl, reportUrl: app URLs under /api/v1/files that check the session) as a blob, with
 * the session cookie; any refusal is 'Failed to fetch PDF'. The viewer's page-by-page reading goes through pdf.js
 * range requests on the same URL; this is the whole file, for downloads.
 */
export async function fetchPdfBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(FAILED_TO_FETCH_FILE);
  return response.blob();
}
