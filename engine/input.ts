import { z } from 'zod';
import type { StartPdfThread } from './extract/pdf-thread.ts';
import { textLayoutSchema, type TextLayoutLine } from './evidence/text-layout.ts';
import type { OcrOption } from './extract/resolve-ocr.ts';
import type { DecodeJpeg, Inflate } from './extract/scan-image.ts';
import type { ReportFontFiles } from './render/fonts.ts';
import type { Deflate } from './render/page-content.ts';
import type { EngineConfig } from './result.ts';
import { isIsoDate } from './text/dates.ts';
import type { PatientInput } from './types.ts';

export interface ProcessInput {
  pdf: Uint8Array;
  patient: PatientInput;
  allowMultiNote: boolean;
  /** characters per chunk the language model reads (default 4000); the built-in engine reads whole lines */
  chunkSize?: number;
  priorReports?: PriorReport[];
  performedBy: { fullName: string; role: string };
  auditDate: string;
  today?: string;
  engine?: EngineConfig;
  onProgress?: (p: { stage: string; pagesDone: number; pagesTotal: number }) => void;
  /** TrueType faces for the report (see node/load-report-fonts.ts); standard Helvetica without them */
  fonts?: ReportFontFiles;
  /**
   * How to read pages without a text layer: where Tesseract's files are (node/node-ocr.ts in Node, locally served
   * URLs in a browser), or a recogniser of your own. Without it such pages are reported in emptyPages.
   */
  ocr?: OcrOption;
  /**
   * A thread of its own for pdf.js per document (node/pdf-thread.ts in Node), so a page pdf.js loops on can be
   * stopped at the page budget and reported unreadable. Without it only pages that let the engine look at the clock
   * are stopped (extract/pdf-thread.ts).
   */
  pdfThread?: StartPdfThread;
  /** the host's zlib (node/inflate-exactly.ts in Node), to read a scan's plain image from the file (extract/scan-image.ts) */
  inflate?: Inflate;
  /** the host's libjpeg (node/djpeg.ts in Node), to decode such a plain image when it is a JPEG (extract/scan-image.ts) */
  decodeJpeg?: DecodeJpeg;
  /** the host's zlib (node/deflate-report.ts in Node), to compress the reports' pages (render/page-content.ts) */
  deflate?: Deflate;
  /** for tests and hosts that supply their own fetch (the llm engine's only network access) */
  fetch?: typeof fetch;
  /** longest document read, in pages (default 2,000, merge/limits.ts); longer ones are refused before any work */
  maxPages?: number;
}

/**
 * An earlier note of the patient, for the clone check. `id` names its report in the caller's store (never patient
 * data: it is written into the report's links); `textLayout`, the note's NoteResult.textLayout kept beside its text,
 * places a passage copied from it in that report's original document.
 */
export interface PriorReport {
  id: string;
  noteDate?: string;
  text: string;
  textLayout?: TextLayoutLine[];
}

const isoDate = z.string().refine(isIsoDate, 'must be a date as yyyy-MM-dd');

const priorReportSchema = z
  .object({ id: z.string(), noteDate: isoDate.optional(), text: z.string(), textLayout: textLayoutSchema.optional() })
  .refine((p) => !p.textLayout || p.textLayout.length === p.text.split('\n').length, {
    message: 'textLayout must have one entry per line of text',
    path: ['textLayout'],
  });

/** What processDocument accepts; checked at the edge because callers pass data from requests and the CLI. */
export const processInputSchema = z.object({
  pdf: z.instanceof(Uint8Array).refine((b) => b.length > 0, 'the PDF is empty'),
  patient: z.object({
    name: z.string().trim().min(1, 'patient name is required'),
    dob: isoDate,
    subscriberId: z.string().trim().min(1, 'subscriber ID is required'),
  }),
  allowMultiNote: z.boolean(),
  chunkSize: z.number().int().min(200).max(100_000).optional(),
  priorReports: z.array(priorReportSchema).optional(),
  performedBy: z.object({ fullName: z.string().min(1), role: z.string().min(1) }),
  auditDate: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'auditDate must be an ISO date-time'),
  today: isoDate.optional(),
  maxPages: z.number().int().positive().optional(),
  engine: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('builtin') }),
      z.object({
        kind: z.literal('llm'),
        baseUrl: z.string().url(),
        model: z.string().min(1),
        apiKey: z.string(),
        maxTurns: z.number().int().positive().optional(),
        timeoutMs: z.number().int().positive().optional(),
      }),
    ])
    .optional(),
});

export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';
}

/** Refuses input a caller built wrongly (from a request or the CLI) before any work, every problem in one message. */
export function checkInput(input: ProcessInput): void {
  const parsed = processInputSchema.safeParse(input);
  if (parsed.success) return;
  throw new EngineInputError(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));
}
