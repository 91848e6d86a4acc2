// One corpus file through intake as the server runs it: a merge job, then (when merged) a processing job, both in
// the server's engine pool with its memory and time budgets. Answers what happened in one line's worth of fields.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EngineBudgetError, EngineJobError, type EnginePool } from '../../server/src/jobs/engine-pool.ts';

export type Outcome =
  | { kind: 'processed'; pages: number; unreadable: number; notes: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'crashed'; error: string };

export interface FileRun {
  file: string;
  outcome: Outcome;
  ms: number;
  /** poppler's pdfinfo opens the original */
  pdfinfo: boolean;
}

const PATIENT = { name: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-000123' };
const pdfinfo = promisify(execFile);

async function opensInPdfinfo(path: string): Promise<boolean> {
  try {
    await pdfinfo('pdfinfo', [path], { timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/** Pages pdf.js finds in the merged file (the portal's viewer), or null when it cannot open it. */
async function pdfjsPages(pdf: Uint8Array): Promise<number | null> {
  try {
    const doc = await getDocument({ data: pdf.slice(), verbosity: 0, isEvalSupported: false }).promise;
    const pages = doc.numPages;
    await doc.destroy();
    return pages;
  } catch {
    return null;
  }
}

/** The user's message without the file's name, so refusals of the same kind count together. */
const reasonOf = (message: string, name: string) => message.replaceAll(name, '<file>');

function failure(error: unknown, stage: string): Outcome {
  if (error instanceof EngineBudgetError) return { kind: 'refused', reason: `${stage}: over the ${error.budget} budget` };
  if (error instanceof EngineJobError) return { kind: 'refused', reason: `${stage}: ${error.errorClass}` };
  return { kind: 'crashed', error: `${stage}: ${String(error)}` };
}

async function outcomeOf(pool: EnginePool, name: string, bytes: Uint8Array): Promise<Outcome> {
  let merged;
  try {
    merged = await pool.run({ kind: 'merge', files: [{ name, bytes }] });
  } catch (error) {
    return failure(error, 'merge');
  }
  if (!merged.ok) return { kind: 'refused', reason: reasonOf(merged.message, name) };
  const viewerPages = await pdfjsPages(merged.pdf);
  if (viewerPages !== merged.pageCount) {
    return { kind: 'crashed', error: `merged ${merged.pageCount} pages, pdf.js reads ${viewerPages ?? 'none'}` };
  }
  try {
    const result = await pool.run({
      kind: 'process',
      input: {
        pdf: merged.pdf,
        patient: PATIENT,
        allowMultiNote: true,
        performedBy: { fullName: 'Corpus Bench', role: 'Auditor User' },
        auditDate: '2026-11-25T12:00:00.000Z',
      },
    });
    return { kind: 'processed', pages: result.pageCount, unreadable: result.unreadablePages.length, notes: result.notes.length };
  } catch (error) {
    return failure(error, 'processing');
  }
}

export async function runFile(pool: EnginePool, path: string): Promise<FileRun> {
  const name = basename(path);
  const bytes = new Uint8Array(await readFile(path));
  const started = Date.now();
  const outcome = await outcomeOf(pool, name, bytes);
  return { file: name, outcome, ms: Date.now() - started, pdfinfo: await opensInPdfinfo(path) };
}
