// pdf.js, loaded once on first need. The minified legacy build and, in Node, its minified worker: the same code as
// pdf.mjs in half the bytes, which matters under a TypeScript loader (tsx), whose module hooks hold every loaded
// source (pdf.mjs and pdf.worker.mjs cost about 100 MB more there than the minified pair). Browser hosts supply
// their own worker (README, 'A browser host').
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<Pdfjs> | null = null;

const inNode = () => typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

export function loadPdfjs(): Promise<Pdfjs> {
  return (pdfjs ??= (import('pdfjs-dist/legacy/build/pdf.min.mjs') as Promise<Pdfjs>).then((lib) => {
    // Resolved by pdf.js against its own module, as its default './pdf.worker.mjs' is.
    if (inNode() && !lib.GlobalWorkerOptions.workerSrc) lib.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
    return lib;
  }));
}
