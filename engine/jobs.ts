import type { ProcessInput } from './input.ts';
import type { EngineResult } from './result.ts';
import type { Limits } from './merge/limits.ts';
import type { MergeResult, OnMergedFile, UploadedFile } from './merge/merge-uploads.ts';

// The two heavy jobs of the document handlers. The same function runs inside the Web Worker (browser) and
// directly (Node tests, the HTTP simulator), so both paths run identical code.

/** How far a job is: in the stages 'merge-open' and 'merge-copy' the counts are files, in the others pages. */
export type EngineProgress = { stage: string; pagesDone: number; pagesTotal: number };

export type EngineJob =
  | { kind: 'merge'; files: UploadedFile[]; limits?: Partial<Limits> }
  | { kind: 'process'; input: Omit<ProcessInput, 'onProgress' | 'fetch'> };

export type EngineJobResult<Job extends EngineJob> = Job extends { kind: 'merge' } ? MergeResult : EngineResult;

/**
 * What only the host can supply (README, 'API'): where Tesseract's files are, the report's TrueType faces and, where
 * it can start threads, one for pdf.js per document.
 * They differ between the Web Worker and Node, and an OCR engine cannot cross postMessage, so each host adds
 * its own to every process job instead of the job carrying them.
 */
export type EngineAssets = Pick<ProcessInput, 'ocr' | 'fonts' | 'pdfThread' | 'inflate' | 'decodeJpeg' | 'deflate'>;

export async function runJob<Job extends EngineJob>(
  job: Job,
  onProgress: (progress: EngineProgress) => void,
  assets: () => Promise<EngineAssets>,
): Promise<EngineJobResult<Job>> {
  // Loaded on demand so the page's own bundle never carries the engine (the worker's bundle does).
  if (job.kind === 'merge') {
    const { mergeUploads } = await import('./merge/merge-uploads.ts');
    const onFile: OnMergedFile = (phase, done, total) => onProgress({ stage: `merge-${phase}`, pagesDone: done, pagesTotal: total });
    return (await mergeUploads(job.files, job.limits, onFile)) as EngineJobResult<Job>;
  }
  const { processDocument } = await import('./pipeline.ts');
  return (await processDocument({ ...job.input, ...(await assets()), onProgress })) as EngineJobResult<Job>;
}

/** The byte buffers in a job or its result, handed over to the other thread instead of being copied. */
export function buffersOf(value: EngineJob | MergeResult | EngineResult): ArrayBuffer[] {
  const arrays: Uint8Array[] = [];
  if ('kind' in value) {
    if (value.kind === 'merge') arrays.push(...value.files.map((file) => file.bytes));
    else arrays.push(value.input.pdf);
  } else if ('ok' in value) {
    if (value.ok) arrays.push(value.pdf);
  } else {
    arrays.push(...value.notes.map((note) => note.reportPdf));
  }
  const buffers = arrays.map((array) => array.buffer).filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
  return [...new Set(buffers)];
}
