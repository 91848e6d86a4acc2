import { fetchPdfBlob } from '@/api/files/get-file';
import { reasonOf } from './pdf-messages';

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  // Revoked on the next task: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Saves the PDF under `fileName`; when that fails, the URL opens in a new tab instead (docs/spec/screens.md#pdf-viewer). */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  try {
    saveBlob(await fetchPdfBlob(url), fileName);
  } catch (error) {
    // The reason only: the URL names a file, and file names may carry patient data.
    console.error('[pdf-viewer] download failed, opening the file in a new tab:', reasonOf(error));
    window.open(url, '_blank', 'noopener');
  }
}
