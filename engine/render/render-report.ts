import { PDFDocument, rgb } from 'pdf-lib';
import { pageNumber, type PageNumber } from '../types.ts';
import { citePages } from '../audit/note-context.ts';
import { displayName } from '../text/names.ts';
import { drawCloning } from './draw-cloning.ts';
import { drawFindings } from './draw-findings.ts';
import { drawable, embedFonts } from './fonts.ts';
import { CONTENT_WIDTH, INK, Layout, MUTED, PAGE, RULE, wrap } from './layout.ts';
import type { ReportInput } from './report-input.ts';

/** The AI Audit Report for one note, as PDF bytes. */
export async function renderAuditReport(input: ReportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { note } = input;
  doc.setTitle(`AI Audit Report - note ${note.number} of ${note.count}`);
  doc.setSubject('Clinical documentation audit');
  doc.setProducer(`HealthCare Portal audit engine (${input.engine.name} ${input.engine.version})`);
  doc.setCreationDate(new Date(input.auditDate));
  const fonts = await embedFonts(doc, input.fonts);
  const layout = new Layout(doc, fonts);

  layout.text('AI Audit Report', { font: fonts.bold, size: 20, leading: 1.2 });
  layout.text(`Clinical documentation audit - note ${note.number} of ${note.count}, source ${citePages(rangeOf(note.pages))}`, {
    font: fonts.regular,
    size: 10,
    color: MUTED,
  });
  layout.gap(8);
  drawHeaderBlock(layout, input);

  heading(layout, 'Summary of findings');
  drawFindings(layout, note.findings);

  heading(layout, 'Cloned documentation');
  drawCloning(layout, note.cloning);

  heading(layout, 'The note by sections');
  for (const section of note.sections) {
    layout.need(40);
    layout.text(`${section.name}  (${citePages(section.pages) || 'no page'})`, { font: fonts.bold, size: 10.5 });
    // The header block is a list of fields, so its line breaks stay; narrative sections are reflowed.
    const body = section.name === 'Header' ? section.text : reflow(section.text);
    layout.text(section.text.trim() === '' ? '(empty)' : body, {
      font: section.text.trim() === '' ? fonts.italic : fonts.regular,
      size: 9.5,
      leading: 1.4,
    });
    layout.gap(6);
  }
  layout.gap(10);
  layout.text(
    'Findings are produced by an automated engine to support, not replace, the auditor. Page numbers refer to the merged document.',
    { font: fonts.italic, size: 8.5, color: MUTED },
  );

  drawFooters(layout, input);
  return doc.save();
}

/** Joins the source's printed line breaks into paragraphs, keeping breaks before list items. */
function reflow(text: string): string {
  return text.replace(/\n(?!\s*(\d+[.)]|[-*\u2022]))/g, ' ');
}

function rangeOf(pages: [PageNumber, PageNumber]): PageNumber[] {
  const out: PageNumber[] = [];
  for (let p: number = pages[0]; p <= pages[1]; p++) out.push(pageNumber(p));
  return out;
}

const PANEL = rgb(0.97, 0.98, 0.99);

function heading(layout: Layout, title: string): void {
  layout.gap(14);
  layout.need(60);
  layout.text(title, { font: layout.fonts.bold, size: 13, color: INK });
  layout.gap(1);
  layout.rule(INK);
  layout.gap(8);
}

function drawHeaderBlock(layout: Layout, input: ReportInput): void {
  const { note, patient } = input;
  const h = note.header;
  const ev = h.evidence;
  const at = (page: number | null | undefined) => (page ? ` (p. ${page})` : '');
  const fields: [string, string][] = [
    ['Patient', `${displayName(patient.name)}`],
    ['Date of birth', patient.dob],
    ['Subscriber ID', patient.subscriberId],
    ['Name in note', `${h.patientName ?? 'not found'}${at(ev?.patientName.page)}`],
    ['DOB in note', `${h.patientDob ?? 'not found'}${at(ev?.patientDob.page)}`],
    ['Document type', `${h.docType}${at(ev?.docType.page)}`],
    ['Note date', `${h.noteDate ?? 'not found'}${at(ev?.noteDate.page)}`],
    ['Source pages', citePages(rangeOf(note.pages))],
    ['Performed by', `${input.performedBy.fullName}, ${input.performedBy.role}`],
    ['Audit date', formatDateTime(input.auditDate)],
    ['Engine', `${input.engine.name} ${input.engine.version}`],
  ];
  const colWidth = (CONTENT_WIDTH - 20) / 2;
  const { regular, bold } = layout.fonts;
  const top = layout.y;
  const rows = Math.ceil(fields.length / 2);
  const rowHeight = 27;
  layout.rect(-8, top - 6, CONTENT_WIDTH + 16, rows * rowHeight + 8, RULE);
  layout.rect(-7, top - 5, CONTENT_WIDTH + 14, rows * rowHeight + 6, PANEL);
  fields.forEach(([label, value], i) => {
    const x = (i % 2) * (colWidth + 20);
    const rowTop = top + Math.floor(i / 2) * rowHeight;
    layout.drawLine(label.toUpperCase(), { font: bold, size: 7, color: MUTED }, x, rowTop + 7);
    const fitted = wrap(drawable(value, layout.fonts), regular, 10, colWidth)[0] ?? '';
    layout.drawLine(fitted, { font: regular, size: 10 }, x, rowTop + 19);
  });
  layout.y = top + rows * rowHeight + 4;
  if (input.engine.notice) {
    layout.gap(4);
    layout.text(`Engine notice: ${input.engine.notice}`, { font: layout.fonts.italic, size: 9, color: MUTED });
  }
}

function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

function drawFooters(layout: Layout, input: ReportInput): void {
  const { regular } = layout.fonts;
  const total = layout.pages.length;
  const style = { font: regular, size: 8, color: MUTED };
  const left = `AI Audit Report - ${displayName(input.patient.name)} - DOB ${input.patient.dob} - note ${input.note.number} of ${input.note.count}`;
  layout.pages.forEach((page, i) => {
    const baseline = PAGE.height - PAGE.margin / 2;
    page.drawLine({
      start: { x: PAGE.margin, y: PAGE.margin / 2 + 12 },
      end: { x: PAGE.width - PAGE.margin, y: PAGE.margin / 2 + 12 },
      thickness: 0.5,
      color: RULE,
    });
    layout.drawLine(wrap(drawable(left, layout.fonts), regular, 8, CONTENT_WIDTH - 80)[0] ?? '', style, 0, baseline, page);
    const label = `Page ${i + 1} of ${total}`;
    layout.drawLine(label, style, CONTENT_WIDTH - regular.widthOfTextAtSize(label, 8), baseline, page);
  });
}
