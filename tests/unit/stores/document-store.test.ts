import { describe, expect, it } from 'vitest';
import {
  addSelectedFiles,
  canProcess,
  clearFormData,
  clearSelectedFiles,
  clearUploadedFile,
  hasWorkInProgress,
  initialDocumentState,
  removeSelectedFile,
  resetDocumentWork,
  selectedFileCount,
  setFlag,
  setFormData,
  setProcessedResults,
  setUploadedFile,
  filesToReselect,
  type DocumentState,
} from '@/stores/document-store';

const file = (name: string, size = 10, lastModified = 1) => ({ name, size, lastModified, type: 'application/pdf' });
const merged = { key: 'k1', fileName: 'merged.pdf', fileType: 'pdf', documentUrl: '/api/v1/files/k1' };
const result = { message: 'ok', notes: [], isMultiNote: false, originalFileName: 'merged.pdf', originalFileType: 'pdf' };
const info = { patientName: 'Jane', dob: '1980-01-02', docType: 'pdf', noteDate: '2026-11-21' };
const apply = (state: DocumentState, ...steps: ((s: DocumentState) => DocumentState)[]) => steps.reduce((s, step) => step(s), state);

describe('document workflow transitions', () => {
  it('starts empty with allowMultiNote on and every flag off', () => {
    expect(initialDocumentState).toMatchObject({
      selectedFiles: [],
      uploadedFile: null,
      processedResults: null,
      allowMultiNote: true,
      isUploading: false,
      isProcessing: false,
      isDeleting: false,
      dragActive: false,
    });
    expect(hasWorkInProgress(initialDocumentState)).toBe(false);
  });

  it('adds files skipping duplicates by name, size and last-modified time', () => {
    const state = apply(
      initialDocumentState,
      addSelectedFiles([file('a.pdf'), file('b.pdf')]),
      addSelectedFiles([file('a.pdf'), file('a.pdf', 11), file('a.pdf', 10, 2)]),
    );
    expect(state.selectedFiles.map((f) => `${f.name}:${f.size}:${f.lastModified}`)).toEqual([
      'a.pdf:10:1',
      'b.pdf:10:1',
      'a.pdf:11:1',
      'a.pdf:10:2',
    ]);
    expect(selectedFileCount(state)).toBe(4);
  });

  it('removes a file by position and clears all', () => {
    const state = apply(initialDocumentState, addSelectedFiles([file('a.pdf'), file('b.pdf'), file('c.pdf')]), removeSelectedFile(1));
    expect(state.selectedFiles.map((f) => f.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(clearSelectedFiles(state).selectedFiles).toEqual([]);
  });

  it('enables processing only with a merged file and while not already processing', () => {
    const uploaded = apply(initialDocumentState, setUploadedFile(merged));
    expect(canProcess(initialDocumentState)).toBe(false);
    expect(canProcess(uploaded)).toBe(true);
    expect(canProcess(apply(uploaded, setFlag('isProcessing', true)))).toBe(false);
  });

  it('deleting the merged file clears it and any result', () => {
    const state = apply(initialDocumentState, setUploadedFile(merged), setProcessedResults(result, info), clearUploadedFile);
    expect(state.uploadedFile).toBeNull();
    expect(state.processedResults).toBeNull();
    expect(state.patientInfo).toBeNull();
  });

  it('clearing the form empties only the three fields; reset keeps only allowMultiNote', () => {
    const filled = apply(
      initialDocumentState,
      setFormData({ patientName: 'Jane', dob: '1980-01-02', subscriberId: 'S1' }),
      setUploadedFile(merged),
      (s) => ({ ...s, allowMultiNote: false }),
    );
    expect(clearFormData(filled)).toMatchObject({ formData: { patientName: '', dob: '', subscriberId: '' }, uploadedFile: merged });
    expect(resetDocumentWork(filled)).toEqual({ ...initialDocumentState, allowMultiNote: false });
  });

  it('counts selected files, uploads, results or any typed patient field as work in progress', () => {
    expect(hasWorkInProgress(apply(initialDocumentState, addSelectedFiles([file('a.pdf')])))).toBe(true);
    expect(hasWorkInProgress(apply(initialDocumentState, setUploadedFile(merged)))).toBe(true);
    expect(hasWorkInProgress(apply(initialDocumentState, setFormData({ subscriberId: 'S1' })))).toBe(true);
    expect(hasWorkInProgress(apply(initialDocumentState, setFormData({ subscriberId: '   ' })))).toBe(false);
  });

  it('lists files remembered from before a reload (no File kept) as needing re-selection until picked again', () => {
    const remembered = apply(initialDocumentState, addSelectedFiles([file('a.pdf'), file('b.pdf')]));
    expect(filesToReselect(remembered).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    const picked = new File(['x'], 'a.pdf', { lastModified: 1 });
    const again = apply(remembered, addSelectedFiles([{ ...file('a.pdf'), file: picked }]));
    expect(filesToReselect(again).map((f) => f.name)).toEqual(['b.pdf']);
    expect(again.selectedFiles).toHaveLength(2);
  });
});
