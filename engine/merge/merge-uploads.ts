// Checks a batch of uploads and merges them, in the order given, into one PDF (docs/spec/server-rules.md#documents-and-audit-reports).
// Cheap checks (count, sizes, types) run over every file before any conversion, so a bad file late in
// the list is reported at once instead of after converting the others.
import { PDFDocument } from 'pdf-lib';
import { DocumentRefusal, type RefusalReason } from './document-refusal';
import { docToPdf } from './doc-to-pdf';
import { docxToPdf } from './docx-to-pdf';
import { type Limits, formatLimit, resolveLimits } from './limits';
import { loadPdf } from './load-pdf';
import { quietly } from './quiet-parser';
import { type DocumentType, describeContent, sniffType } from './sniff-type';

// Every message a user can see from this module. Each names the file so the user knows which one to fix.
export const MERGE_MESSAGES = {
  noFiles: 'No files uploaded',
  tooManyFiles: (max: number) => `You can upload up to ${max} files at a time. Remove some files and try again.`,
  fileTooLarge: (name: string, max: number) => `${name} is larger than the ${formatLimit(max)} limit for one file.`,
  totalTooLarge: (name: string, max: number) =>
    `Adding ${name} takes this upload over the ${formatLimit(max)} limit for all files together. Upload fewer or smaller files.`,
  emptyFile: (name: string) => `${name} is empty: there is nothing in it to merge.`,
  unsupportedType: (name: string) => `${name}: only PDF, DOC and DOCX files are supported.`,
  notWhatItsNameSays: (name: string, claimed: string, actual: string | null) =>
    `${name} is not ${claimed}${actual ? `: its content is ${actual}` : ' by its content'}. Only PDF, DOC and DOCX files are supported.`,
  noPages: (name: string) => `${name} has no pages: there is nothing in it to merge.`,
  tooManyPages: (name: string, pages: number, max: number) =>
    `Adding ${name} makes the merged document ${pages.toLocaleString('en-US')} pages, over the limit of ${max.toLocaleString('en-US')} pages for one document. Upload fewer pages.`,
  encrypted: (name: string) => `${name} is password-protected and cannot be merged.`,
  damaged: (name: string) => `${name} could not be read: it may be damaged.`,
  unsafeArchive: (name: string) => `${name} cannot be opened safely: it unpacks to far more data than a normal document.`,
  unreadableDoc: (name: string) =>
    `${name} could not be converted: the text of this Word document cannot be read. Save it as DOCX or PDF and upload it again.`,
} as const;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type MergeResult = { ok: true; pdf: Uint8Array; pageCount: number } | MergeRefusal;
export type MergeRefusal = { ok: false; status: number; message: string };

type KnownType = Exclude<DocumentType, 'unknown'>;

export async function mergeUploads(files: UploadedFile[], options?: Partial<Limits>): Promise<MergeResult> {
  const limits = resolveLimits(options);
  const refusal = checkBatch(files, limits);
  if (refusal) return refusal;
  const typed: { file: UploadedFile; type: KnownType }[] = [];
  for (const file of files) {
    if (file.bytes.length === 0) return refuse(422, MERGE_MESSAGES.emptyFile(file.name));
    const type = sniffType(file.bytes);
    if (type === 'unknown') return refuse(415, unknownTypeMessage(file));
    typed.push({ file, type });
  }

  // Every file is opened and its pages counted before any page is copied, so the page cap costs no merging.
  const sources: PDFDocument[] = [];
  let pageCount = 0;
  for (const { file, type } of typed) {
    try {
      sources.push(await loadPdf(await toPdfBytes(file.bytes, type, limits)));
    } catch (error) {
      return refusalFor(file.name, error);
    }
    pageCount += sources.at(-1)?.getPageCount() ?? 0;
    if (pageCount > limits.maxPages) return refuse(413, MERGE_MESSAGES.tooManyPages(file.name, pageCount, limits.maxPages));
  }

  const merged = await PDFDocument.create();
  for (const [i, source] of sources.entries()) {
    try {
      const pages = await quietly(() => merged.copyPages(source, source.getPageIndices()));
      pages.forEach((page) => merged.addPage(page));
    } catch (error) {
      return refusalFor(typed[i]?.file.name ?? 'A file', error);
    }
  }
  return { ok: true, pdf: await merged.save(), pageCount: merged.getPageCount() };
}

// What the file's name claims, by its extension: a mismatch with the content is said as such.
const CLAIMED: Record<string, string> = { pdf: 'a PDF', doc: 'a Word document', docx: 'a Word document' };

function unknownTypeMessage(file: UploadedFile): string {
  const claimed = CLAIMED[/\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''];
  if (!claimed) return MERGE_MESSAGES.unsupportedType(file.name);
  return MERGE_MESSAGES.notWhatItsNameSays(file.name, claimed, describeContent(file.bytes));
}

function checkBatch(files: UploadedFile[], limits: Limits): MergeRefusal | undefined {
  if (files.length === 0) return refuse(400, MERGE_MESSAGES.noFiles);
  if (files.length > limits.maxFiles) return refuse(400, MERGE_MESSAGES.tooManyFiles(limits.maxFiles));
  let total = 0;
  for (const file of files) {
    if (file.bytes.length > limits.maxFileBytes) {
      return refuse(413, MERGE_MESSAGES.fileTooLarge(file.name, limits.maxFileBytes));
    }
    total += file.bytes.length;
    if (total > limits.maxTotalBytes) return refuse(413, MERGE_MESSAGES.totalTooLarge(file.name, limits.maxTotalBytes));
  }
  return undefined;
}

async function toPdfBytes(bytes: Uint8Array, type: KnownType, limits: Limits): Promise<Uint8Array> {
  if (type === 'docx') return docxToPdf(bytes, limits);
  if (type === 'doc') return docToPdf(bytes);
  return bytes;
}

const MESSAGE_FOR: Readonly<Record<RefusalReason, (name: string) => string>> = {
  encrypted: MERGE_MESSAGES.encrypted,
  damaged: MERGE_MESSAGES.damaged,
  'no-pages': MERGE_MESSAGES.noPages,
  'unsafe-archive': MERGE_MESSAGES.unsafeArchive,
  'unreadable-doc': MERGE_MESSAGES.unreadableDoc,
};

function refusalFor(name: string, error: unknown): MergeRefusal {
  // Anything we did not anticipate is still the file's fault as far as the user can tell; details stay internal.
  const reason = error instanceof DocumentRefusal ? error.reason : 'damaged';
  return refuse(422, MESSAGE_FOR[reason](name));
}

function refuse(status: number, message: string): MergeRefusal {
  return { ok: false, status, message };
}
