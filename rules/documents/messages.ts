// Every message the document rules answer, once (docs/server-documents.md, docs/history.md).

export const REPORT_NOT_FOUND = 'Audit report not found';
export const REPORT_DELETED = 'Audit report deleted successfully';
export const FILE_NOT_FOUND = 'File not found';
export const FILE_DELETED = 'File deleted successfully';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const PROCESS_AS_YOURSELF = 'You can only process documents as yourself';
export const PROCESSING_FAILED = 'The document could not be processed. Check that it is a readable document and try again.';
export const NO_PROGRESS = 'No progress for this job';
export const PROGRESS_FOUND = 'Processing progress';
export const uploaded = (files: number) => `${files} file(s) uploaded and merged successfully`;
export const processed = (notes: number) => `Document processed successfully. Found ${notes} note(s)`;
