import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { AuditReportRecord } from '../db';

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;

/** A small, real PDF for a seeded report: the original note, or its audit summary. */
export async function renderSeedPdf(report: AuditReportRecord, kind: 'document' | 'report'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(kind === 'report' ? 'AI Audit Report' : `${report.docType}`);

  const lines =
    kind === 'report'
      ? [
          ['AI Audit Report', bold, 18],
          [`Patient: ${report.patientName}    DOB: ${report.patientDob}`, regular, 11],
          [`Document type: ${report.docType}    Note date: ${report.noteDate}`, regular, 11],
          [`Performed by: ${report.performedByName} (${report.performedByRole})`, regular, 11],
          [`Audit date: ${report.auditDate.slice(0, 10)}    Engine: builtin (seed)`, regular, 11],
          ['Findings', bold, 14],
          ['PASS  identity: name and date of birth match the patient entered.', regular, 11],
          ['PASS  dates: the date of service is present and plausible.', regular, 11],
          ['PASS  authentication: signed and dated by the author.', regular, 11],
        ]
      : [
          [report.docType.toUpperCase(), bold, 16],
          [`Patient: ${report.patientName}`, regular, 11],
          [`DOB: ${report.patientDob}`, regular, 11],
          [`Date of service: ${report.noteDate}`, regular, 11],
          ['Chief Complaint', bold, 12],
          ['Follow-up visit for chronic conditions.', regular, 11],
          ['Assessment and Plan', bold, 12],
          ['Stable. Continue current medications and return in three months.', regular, 11],
          ['Electronically signed by the attending clinician.', regular, 11],
        ];

  for (let pageIndex = 0; pageIndex < 2; pageIndex += 1) {
    const page = pdf.addPage(PAGE);
    let y = PAGE[1] - MARGIN;
    for (const [text, font, size] of lines as [string, typeof regular, number][]) {
      page.drawText(text, { x: MARGIN, y, size, font, color: rgb(0.1, 0.12, 0.16) });
      y -= size * 1.8;
    }
    page.drawText(`Page ${pageIndex + 1} of 2`, { x: PAGE[0] / 2 - 24, y: MARGIN / 2, size: 9, font: regular });
  }
  return pdf.save();
}
