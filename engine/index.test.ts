import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';
import { analyzeDocument, EngineInputError, processDocument } from './index.ts';
import { loadReportFonts } from './node/load-report-fonts.ts';

const base = { performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' }, auditDate: '2025-07-01T09:30:00Z' };

describe('processDocument', () => {
  it('turns a merged chart into notes, findings and one report PDF per note', async () => {
    const chart = await generateChart(42, { notes: 3, cloneRate: 0 });
    const stages = new Set<string>();
    const result = await processDocument({
      pdf: chart.pdf,
      patient: chart.patient,
      allowMultiNote: true,
      priorReports: chart.priorReports,
      fonts: await loadReportFonts(),
      onProgress: (p) => stages.add(p.stage),
      ...base,
    });
    expect(result.pageCount).toBe(chart.truth.pageCount);
    expect(result.notes.map((n) => [n.pages[0], n.header.docType, n.header.noteDate])).toEqual(
      chart.truth.notes.map((n) => [n.first, n.docType, n.noteDate]),
    );
    expect(result.isMultiNote).toBe(true);
    expect(result.engine.name).toContain('built-in');
    // The built-in path reads whole lines: only the language model reads chunks, so there is no 'chunk' stage here.
    expect([...stages]).toEqual(['extract', 'segment', 'audit', 'render']);
    for (const note of result.notes) {
      expect(note.findings.map((f) => f.check)).toEqual(
        expect.arrayContaining(['identity', 'dates', 'authentication', 'completeness', 'cloning']),
      );
      const report = await PDFDocument.load(note.reportPdf);
      expect(report.getPageCount()).toBeGreaterThan(0);
      expect(report.getTitle()).toContain('AI Audit Report');
    }
    const wrong = result.notes.find((n) => n.findings.some((f) => f.check === 'identity' && f.severity === 'fail'));
    expect(wrong?.pages[0]).toBe(chart.truth.wrongPatientPages[0]);
    // The identity check's evidence: the lines that named the patient and the DOB, on the note's pages.
    for (const note of result.notes) {
      const fields = note.header.lines?.flatMap((l) => l.fields) ?? [];
      expect(fields).toEqual(expect.arrayContaining(['patientName', 'patientDob']));
      for (const line of note.header.lines ?? []) expect(line.page).toBeGreaterThanOrEqual(note.pages[0]);
    }
  });

  it('writes every date in findings and cloning sources as a person reads it (docs/dates.md)', async () => {
    const chart = await generateChart(11, { notes: 3, cloneRate: 1, wrongPatientPage: false });
    const { pdf, patient, priorReports } = chart;
    const result = await analyzeDocument({ pdf, patient, priorReports, allowMultiNote: true, ...base });
    const sources = result.notes.flatMap((n) => n.cloning.sources);
    expect(sources.length).toBeGreaterThan(0);
    const iso = /\d{4}-\d{2}-\d{2}/;
    for (const s of sources) expect(s.label).toMatch(/^(?:note \d+ \(pp?\. [\d-]+, |earlier report \S+ \()\d{1,2} [A-Z][a-z]+ \d{4}\)$/);
    // A finding may quote the note's own words ('Signed: 2024-01-02'), which stay as written.
    for (const f of result.notes.flatMap((n) => n.findings)) expect(f.message.replace(/"[^"]*"/g, '')).not.toMatch(iso);
  });

  it('treats the whole document as one note when multi-note is off', async () => {
    const chart = await generateChart(7, { notes: 2, wrongPatientPage: false });
    const result = await processDocument({ pdf: chart.pdf, patient: chart.patient, allowMultiNote: false, ...base });
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]?.pages).toEqual([1, chart.truth.pageCount]);
  });

  it('reports pages it could not read when no recogniser is configured', async () => {
    const scanFont = (await loadReportFonts()).regular;
    const chart = await generateChart(24, { notes: 2, wrongPatientPage: false, scanFont });
    const result = await analyzeDocument({ pdf: chart.pdf, patient: chart.patient, allowMultiNote: true, ...base });
    expect(result.emptyPages).toEqual(chart.truth.scannedPages);
    expect(result.ocrPages).toEqual([]);
  });

  it('refuses bad input with a message naming the field', async () => {
    const call = processDocument({
      pdf: new Uint8Array([1]),
      patient: { name: 'A B', dob: '03/04/1950', subscriberId: 'X' },
      allowMultiNote: true,
      ...base,
    });
    await expect(call).rejects.toThrow(EngineInputError);
    await expect(call).rejects.toThrow('patient.dob');
  });

  it('refuses a PDF without pages and one over the page cap before reading any page', async () => {
    const patient = { name: 'Jane Roe', dob: '1950-03-04', subscriberId: 'X1' };
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    const none = analyzeDocument({ pdf: empty, patient, allowMultiNote: true, ...base });
    await expect(none).rejects.toThrow(new EngineInputError('The PDF has no pages: there is nothing in it to audit.'));
    const chart = await generateChart(3, { notes: 3 });
    const pagesRead: number[] = [];
    const long = analyzeDocument({
      pdf: chart.pdf,
      patient,
      allowMultiNote: true,
      maxPages: 2,
      onProgress: (p) => pagesRead.push(p.pagesDone),
      ...base,
    });
    await expect(long).rejects.toThrow(`The PDF has ${chart.truth.pageCount} pages, over the limit of 2 pages for one document.`);
    expect(pagesRead).toEqual([]);
  });
});
