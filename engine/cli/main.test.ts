import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';

const run = promisify(execFile);

describe('engine command line', () => {
  it('merges the files, writes one report per note and prints the JSON result', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'engine-cli-'));
    const chart = await generateChart(5, { notes: 2, wrongPatientPage: false });
    await writeFile(join(dir, 'a.pdf'), chart.pdf);
    await writeFile(join(dir, 'b.pdf'), chart.pdf);
    const { stdout } = await run('node', [
      '--import',
      'tsx',
      'engine/cli/main.ts',
      'process',
      join(dir, 'a.pdf'),
      join(dir, 'b.pdf'),
      '--patient-name',
      chart.patient.name,
      '--dob',
      chart.patient.dob,
      '--subscriber-id',
      chart.patient.subscriberId,
      '--out',
      join(dir, 'out'),
    ]);
    type Places = { page: number; rects: unknown[] }[];
    const json = JSON.parse(stdout) as {
      pageCount: number;
      notes: {
        pages: number[];
        reportFile: string;
        findings: { check: string; places: Places }[];
        header: { places: { patientName: Places } };
      }[];
    };
    expect(json.pageCount).toBe(2 * chart.truth.pageCount);
    expect(json.notes).toHaveLength(4);
    // Where each value and finding stands comes with it.
    expect(json.notes[0]?.header.places.patientName[0]?.rects).toHaveLength(1);
    expect(json.notes[0]?.findings.every((f) => f.places.length > 0)).toBe(true);
    const report = await readFile(json.notes[0]?.reportFile ?? '');
    expect(new TextDecoder().decode(report.subarray(0, 5))).toBe('%PDF-');
  });

  it('explains bad input and exits non-zero', async () => {
    const failure = run('node', [
      '--import',
      'tsx',
      'engine/cli/main.ts',
      'process',
      'missing.pdf',
      '--patient-name',
      'A B',
      '--dob',
      '1990-01-01',
      '--subscriber-id',
      'X',
    ]);
    await expect(failure).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Cannot read missing.pdf.') });
  });
});
