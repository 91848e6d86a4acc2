// The engine's command line: merges the files as the simulator does, runs the pipeline, writes one AI Audit
// Report PDF per note and prints the result as JSON. All file and process I/O lives here, at the edge.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { EngineInputError, processDocument } from '../index.ts';
import { mergeUploads } from '../merge/merge-uploads.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { nodeOcr } from '../node/node-ocr.ts';
import { parseCli, USAGE, UsageError } from './parse-args.ts';
import { toCliJson } from './to-cli-json.ts';

async function main(): Promise<number> {
  const options = parseCli(process.argv.slice(2), process.env);
  const files = await Promise.all(
    options.files.map(async (path) => {
      try {
        return { name: basename(path), bytes: new Uint8Array(await readFile(path)) };
      } catch {
        throw new UsageError(`Cannot read ${path}.`);
      }
    }),
  );
  const merged = await mergeUploads(files);
  if (!merged.ok) {
    process.stderr.write(`${merged.message}\n`);
    return 1;
  }
  const result = await processDocument({
    pdf: merged.pdf,
    patient: options.patient,
    allowMultiNote: options.allowMultiNote,
    ...(options.chunkSize !== undefined ? { chunkSize: options.chunkSize } : {}),
    ...(options.today !== undefined ? { today: options.today } : {}),
    performedBy: { fullName: options.performedBy, role: 'Auditor User' },
    auditDate: new Date().toISOString(),
    engine: options.engine,
    fonts: await loadReportFonts(),
    ocr: { engine: nodeOcr() },
    // Progress is for a person watching a terminal; logs and pipes get only the result.
    ...(process.stderr.isTTY
      ? {
          onProgress: (p: { stage: string; pagesDone: number; pagesTotal: number }) =>
            process.stderr.write(`\r${p.stage} ${p.pagesDone}/${p.pagesTotal}   `),
        }
      : {}),
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const outDir = resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  const reportFiles: string[] = [];
  for (const [i, note] of result.notes.entries()) {
    const file = join(outDir, `audit-report-note-${String(i + 1).padStart(2, '0')}-p${note.pages[0]}-${note.pages[1]}.pdf`);
    await writeFile(file, note.reportPdf);
    reportFiles.push(file);
  }
  process.stdout.write(`${JSON.stringify(toCliJson(result, reportFiles), null, 2)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n${USAGE}\n`);
    else if (error instanceof EngineInputError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`The engine failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
