import { beforeAll, describe, expect, it } from 'vitest';
import { db, type AuditReportRecord } from '@sim/db';
import { openPdf } from '@healthcare-portal/engine/stages';
import { analyzeDocument } from '@healthcare-portal/engine';
import { clearDatabase } from '@sim/lib/persistence';
import { reportsPort } from '@sim/ports/documents';
import { makeSeedFile, prepareSeedFilesFor, preparedSeedFiles } from '@sim/seed/seed-documents';
import { seedDatabase } from '@sim/seed/seed';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ways a chart may print an ISO date: 03/07/2026, 3/7/2026, 2026-03-07, March 7, 2026, 03-07-2026. */
function datePrintings(iso: string): string[] {
  const [y = '', m = '', d = ''] = iso.split('-');
  return [`${m}/${d}/${y}`, `${Number(m)}/${Number(d)}/${y}`, iso, `${MONTHS[Number(m) - 1] ?? ''} ${Number(d)}, ${y}`, `${m}-${d}-${y}`];
}

async function seeded(): Promise<AuditReportRecord[]> {
  clearDatabase();
  await seedDatabase();
  return db.auditReport.getAll();
}

describe('seeded audit history', () => {
  let reports: AuditReportRecord[] = [];
  beforeAll(async () => {
    reports = await seeded();
  });

  it('is the same on every run, note texts included', async () => {
    expect(await seeded()).toEqual(reports);
    expect(reports.length).toBeGreaterThanOrEqual(30);
    for (const report of reports) expect(report.noteText.split(' ').length).toBeGreaterThan(15);
  });

  it("serves a generated chart as the original document, naming the report's patient and note date", async () => {
    const [report] = reports;
    if (!report) throw new Error('no seeded reports');
    const text = (await pdfText(await makeSeedFile(report.documentKey, report))).toUpperCase();
    const [first = '', last = ''] = report.patientName.toUpperCase().split(' ');
    expect(text).toContain(first);
    expect(text).toContain(last);
    expect(datePrintings(report.noteDate).some((date) => text.includes(date.toUpperCase()))).toBe(true);
    // The record keeps the note's own words, for the clone check of later uploads.
    const opening =
      report.noteText
        .split('\n')[0]
        ?.replace(/^[^:]*: /, '')
        .split(' ')
        .slice(0, 8)
        .join(' ') ?? '';
    expect(opening.split(' ')).toHaveLength(8);
    expect(text.replace(/\s+/g, ' ')).toContain(opening.toUpperCase());
  });

  it("serves the engine's AI Audit Report of that note as the report", async () => {
    const [report] = reports;
    if (!report) throw new Error('no seeded reports');
    const text = await pdfText(await makeSeedFile(report.reportKey, report));
    expect(text).toContain('AI Audit Report');
    expect(text).toContain(report.patientName);
    expect(text).toMatch(/Findings/);
    expect(text).toContain(report.performedByName);
  });

  it('files the note’s evidence with its AI Audit Report, and the detail waits for that work on a report not yet made', async () => {
    const report = reports.find((r) => !preparedSeedFiles().includes(r.reportKey));
    if (!report) throw new Error('every seeded report is made already');
    const evidence = await reportsPort.evidence(report.id);
    expect(preparedSeedFiles()).toContain(report.reportKey);
    expect(evidence?.header.patientDob).toMatchObject({ value: report.patientDob });
    expect(evidence?.header.patientDob.places[0]?.rects).toHaveLength(1);
    expect(evidence?.findings.length).toBeGreaterThan(0);
    // The engine's text and its layout line up, so a later processing of this patient can place copies from it.
    const stored = db.auditReport.findFirst({ where: { id: { equals: report.id } } });
    expect((JSON.parse(stored?.textLayout ?? '[]') as unknown[]).length).toBe(stored?.noteText.split('\n').length);
  });

  it('keeps every record consistent with its chart: the engine reads the same patient, DOB, type and date', async () => {
    for (const report of reports) {
      const analyzed = await analyzeDocument({
        pdf: await makeSeedFile(report.documentKey, report),
        patient: { name: report.patientName, dob: report.patientDob, subscriberId: report.subscriberIds[0] ?? '' },
        allowMultiNote: true,
        performedBy: { fullName: report.performedByName, role: report.performedByRole },
        auditDate: report.auditDate,
      });
      const header = analyzed.notes.at(-1)?.header;
      // The chart may add a middle name or initial ('Curt J Jacobi').
      const [first, ...rest] = header?.patientName?.toLowerCase().split(' ') ?? [];
      expect({
        id: report.id,
        name: `${first ?? ''} ${rest.at(-1) ?? ''}`,
        dob: header?.patientDob,
        type: header?.docType,
        date: header?.noteDate,
      }).toEqual({
        id: report.id,
        name: report.patientName.toLowerCase(),
        dob: report.patientDob,
        type: report.docType,
        date: report.noteDate,
      });
    }
  });

  it("after a sign-in, makes the files of History's first page only: the five most recent reports the user sees", async () => {
    const before = new Set(preparedSeedFiles());
    await prepareSeedFilesFor('user-clinical');
    const user = db.user.findFirst({ where: { id: { equals: 'user-clinical' } } });
    if (!user) throw new Error('no clinical demo user');
    const visible = reports.filter((r) => r.ownerId === user.id).sort((a, b) => b.auditDate.localeCompare(a.auditDate));
    expect(visible.length).toBeGreaterThan(5);
    const firstPage = visible.slice(0, 5).flatMap((r) => [r.documentKey, r.reportKey]);
    expect(preparedSeedFiles()).toEqual(expect.arrayContaining(firstPage));
    // The rest are made on their first open: a sign-in never keeps the processor busy with every report.
    expect(preparedSeedFiles().filter((key) => !before.has(key) && !firstPage.includes(key))).toEqual([]);
  });

  it('makes each file once per session', async () => {
    const [report] = reports;
    if (!report) throw new Error('no seeded reports');
    expect(makeSeedFile(report.reportKey, report)).toBe(makeSeedFile(report.reportKey, report));
  });
});
