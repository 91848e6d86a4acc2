import { deleteFileHandler } from './documents/delete-file';
import { processDocumentHandler } from './documents/process-document';
import { processProgressHandler } from './documents/process-progress';
import { uploadFilesHandler } from './documents/upload-files';

/** Document intake (docs/api.md): upload and merge, delete the merged file, process into notes. */
export const documentHandlers = [uploadFilesHandler, deleteFileHandler, processDocumentHandler, processProgressHandler];
