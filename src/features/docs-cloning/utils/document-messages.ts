import { isApiError } from '@/api/api-error';
import type { ToastOptions } from '@/components/ui/toast/toast-types';

// docs/spec/messages.md#document-toasts, word for word. Failures are destructive; successes and notices are not.
const failure = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' });
const UNKNOWN = 'Unknown error occurred';

export const DOCUMENT_TOASTS = {
  filesSkipped: { title: 'Some Files Skipped', description: 'Only PDF, DOC, and DOCX files are supported.' },
  noFilesSelected: failure('No Files Selected', 'Please select files to upload'),
  uploaded: (count: number): ToastOptions => ({
    title: 'Upload Successful',
    description: `${count} file(s) uploaded and merged successfully`,
  }),
  uploadFailed: (message: string) => failure('Upload Failed', message || UNKNOWN),
  uploadError: failure('Upload Error', 'An error occurred during upload'),
  deleted: { title: 'File Deleted', description: 'Merged document deleted successfully' },
  deleteFailed: (message: string) => failure('Delete Failed', message || UNKNOWN),
  deleteError: failure('Delete Error', 'An error occurred during deletion'),
  noDocument: failure('No Document', 'Please upload document(s) first'),
  processed: (count: number): ToastOptions => ({
    title: 'Processing Complete',
    description: `Document processed successfully! Found ${count} note(s)`,
  }),
  processingFailed: (message: string) => failure(message, 'Please try again'),
  processingError: failure('Processing Error', 'An error occurred during processing'),
} satisfies Record<string, ToastOptions | ((value: never) => ToastOptions)>;

/** The server answered with a refusal (its message is shown), or the call broke (the generic "Error" toast). */
export function failureToast(error: unknown, answered: (message: string) => ToastOptions, broken: ToastOptions): ToastOptions {
  return isApiError(error) && error.kind === 'http' ? answered(error.message) : broken;
}

export const SCREEN_TEXT = {
  landingTitle: 'Docs Cloning',
  redirecting: 'Redirecting to continue your document processing...',
  newProcess: 'New Document Process',
  uploadTitle: 'Upload Documents',
  resultsTitle: 'Document Analysis Complete',
  previewUnavailable: 'Document preview not available',
  noPdfUrl: 'No PDF URL found for document',
} as const;
