import { z } from 'zod';
import { mergedFileSchema, type MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { processResultSchema, type ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { createPersistedStore, useStore } from '@/lib/create-persisted-store';
import { clearWithSession } from '@/lib/session/session-work';

export const DOCUMENT_WORK_KEY = 'documentWork';

export type SelectedFile = {
  name: string;
  size: number;
  lastModified: number;
  type: string;
  /** Absent after a reload: the browser cannot keep a picked file, so it must be picked again. */
  file?: File;
};

export type PatientInfo = { patientName: string; dob: string; docType: string; noteDate: string };

export type DocumentState = {
  formData: { patientName: string; dob: string; subscriberId: string };
  selectedFiles: SelectedFile[];
  uploadedFile: MergedFile | null;
  processedResults: ProcessResult | null;
  patientInfo: PatientInfo | null;
  allowMultiNote: boolean;
  isUploading: boolean;
  isProcessing: boolean;
  isDeleting: boolean;
  dragActive: boolean;
};

export const initialDocumentState: DocumentState = {
  formData: { patientName: '', dob: '', subscriberId: '' },
  selectedFiles: [],
  uploadedFile: null,
  processedResults: null,
  patientInfo: null,
  allowMultiNote: true,
  isUploading: false,
  isProcessing: false,
  isDeleting: false,
  dragActive: false,
};

const savedSchema = z.object({
  formData: z.object({ patientName: z.string(), dob: z.string(), subscriberId: z.string() }),
  selectedFiles: z.array(z.object({ name: z.string(), size: z.number(), lastModified: z.number(), type: z.string() })),
  uploadedFile: mergedFileSchema.nullable(),
  processedResults: processResultSchema.nullable(),
  patientInfo: z.object({ patientName: z.string(), dob: z.string(), docType: z.string(), noteDate: z.string() }).nullable(),
  allowMultiNote: z.boolean(),
});
type Saved = z.infer<typeof savedSchema>;

// Patient data (name, DOB, subscriber ID) is kept for this tab only, never in localStorage where it would outlive the
// tab and the session (issue 11, point 15); a copy an older version left there goes.
if (typeof localStorage !== 'undefined') localStorage.removeItem(DOCUMENT_WORK_KEY);

export const documentStore = createPersistedStore<DocumentState, Saved>({
  key: DOCUMENT_WORK_KEY,
  storage: 'session',
  schema: savedSchema,
  initial: initialDocumentState,
  save: (state) => ({
    formData: state.formData,
    selectedFiles: state.selectedFiles.map(({ name, size, lastModified, type }) => ({ name, size, lastModified, type })),
    uploadedFile: state.uploadedFile,
    processedResults: state.processedResults,
    patientInfo: state.patientInfo,
    allowMultiNote: state.allowMultiNote,
  }),
  load: (saved) => ({ ...initialDocumentState, ...saved }),
});

export const useDocumentState = <Selected>(select: (state: DocumentState) => Selected): Selected => useStore(documentStore, select);

const sameFile = (a: SelectedFile, b: SelectedFile) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

// Transitions (docs/spec/states.md#document-workflow), pure so they are tested alone.

export const addSelectedFiles =
  (files: SelectedFile[]) =>
  (state: DocumentState): DocumentState => {
    const added = files.filter(
      (file, index) =>
        !state.selectedFiles.some((kept) => sameFile(kept, file)) && files.findIndex((other) => sameFile(other, file)) === index,
    );
    // A file picked again after a reload replaces its remembered entry, so the upload can use it.
    const refreshed = state.selectedFiles.map((kept) => (kept.file ? kept : { ...kept, ...files.find((file) => sameFile(file, kept)) }));
    return { ...state, selectedFiles: [...refreshed, ...added] };
  };

export const removeSelectedFile =
  (index: number) =>
  (state: DocumentState): DocumentState => ({
    ...state,
    selectedFiles: state.selectedFiles.filter((_, position) => position !== index),
  });

export const clearSelectedFiles = (state: DocumentState): DocumentState => ({ ...state, selectedFiles: [] });

export const setFormData =
  (changes: Partial<DocumentState['formData']>) =>
  (state: DocumentState): DocumentState => ({
    ...state,
    formData: { ...state.formData, ...changes },
  });

export const clearFormData = (state: DocumentState): DocumentState => ({ ...state, formData: initialDocumentState.formData });

export const setUploadedFile =
  (uploadedFile: MergedFile) =>
  (state: DocumentState): DocumentState => ({
    ...state,
    uploadedFile,
    selectedFiles: [],
    isUploading: false,
  });

/** Deleting the merged file clears it and any result. */
export const clearUploadedFile = (state: DocumentState): DocumentState => ({
  ...state,
  uploadedFile: null,
  processedResults: null,
  patientInfo: null,
  isDeleting: false,
});

export const setProcessedResults =
  (processedResults: ProcessResult, patientInfo: PatientInfo) =>
  (state: DocumentState): DocumentState => ({
    ...state,
    processedResults,
    patientInfo,
    isProcessing: false,
  });

export const setFlag =
  (flag: 'isUploading' | 'isProcessing' | 'isDeleting' | 'dragActive', value: boolean) =>
  (state: DocumentState): DocumentState => ({ ...state, [flag]: value });

export const setAllowMultiNote =
  (allowMultiNote: boolean) =>
  (state: DocumentState): DocumentState => ({ ...state, allowMultiNote });

/** Reset and start-new clear everything except allowMultiNote. */
export const resetDocumentWork = (state: DocumentState): DocumentState => ({
  ...initialDocumentState,
  allowMultiNote: state.allowMultiNote,
});

// Logout and expiry reset the work too (docs/spec/states.md), keeping allowMultiNote.
clearWithSession(() => documentStore.setState(resetDocumentWork));

// Derived values.
export const hasUploadedFile = (state: DocumentState) => state.uploadedFile !== null;
export const hasProcessedResults = (state: DocumentState) => state.processedResults !== null;
export const selectedFileCount = (state: DocumentState) => state.selectedFiles.length;
export const canProcess = (state: DocumentState) => hasUploadedFile(state) && !state.isProcessing;
/** Entries remembered from before a reload: listed, but their files must be picked again before an upload. */
export const filesToReselect = (state: DocumentState) => state.selectedFiles.filter((selected) => !selected.file);

/**
 * Work in progress (docs/spec/screens.md#docs-cloning-landing): files selected, a merged upload, results,
 * or any patient field entered. The flags chosen are listed in docs/decisions-docs-cloning.md.
 */
export const hasWorkInProgress = (state: DocumentState): boolean =>
  selectedFileCount(state) > 0 ||
  hasUploadedFile(state) ||
  hasProcessedResults(state) ||
  Object.values(state.formData).some((value) => value.trim() !== '');
