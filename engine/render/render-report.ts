import { displayDate, displayDateTime } from '@healthcare-portal/contracts/display-date';
import { PDFDocument, rgb } from 'pdf-lib';
import { pageNumber, type PageNumber, type Place } from '../types.ts';
import { citePages } from '../audit/note-context.ts';
import { pagesOnly } from '../evidence/places.ts';
import type { NoteHeader } from '../header/find-header.ts';
import { displayName } from '../text/names.ts';
import { citationHref } from './citation-href.ts';
import { drawCloning } from './draw-cloning.ts';
import { drawFindings } from './draw-findings.ts';
import { embedFonts } from './fonts.ts';
import { CONTENT_WIDTH, INK, Layout, MUTED, PAGE, RULE } from './layout.ts';
import type { ReportInput } from './report-input.ts';

/** The AI Audit Report for one note, as PDF bytes. */
export async function renderAuditReport(input: ReportInput): Promise<Uint8Array> {
  // Nothing from the clock: made at the audit, whenever it is rendered, so a report's bytes depend on its content alone
  // and the same input gives the same file on either backend and on a retry.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { note } = input;
  doc.setTitle(`AI Audit Report - note ${note.number} of ${note.count}`);
  doc.setSubject('Clinical documentation audit');
  doc.setProducer(`HealthCare Portal audit engine (${input.engine.name} ${input.engine.version})`);
  doc.setCreationDate(new Date(input.auditDate));
  doc.setModificationDate(new Date(input.auditDate));
  const fonts = await embedFonts(doc, input.fonts, reportText(input), input.deflate);
  const layout = new Layout(doc, fonts, input.deflate);

  layout.text('AI Audit Report', { font: fonts.bold, size: 20, leading: 1.2 });
  layout.text(`Clinical documentation audit - note ${note.number} of ${note.count}, source ${citePages(rangeOf(note.pages))}`, {
    font: fonts.regular,
    size: 10,
    color: MUTED,
  });
  layout.gap(8);
  drawHeaderBlock(layout, input);

  heading(layout, 'Summary of findings');
  drawFindings(layout, note.findings, note.header.lines, (field) => headerPlaces(input, field));

  heading(layout, 'Cloned documentation');
  drawCloning(layout, note.cloning);

  heading(layout, 'The note by sections');
  for (const section of note.sections) {
    // The section title keeps two lines of its text with it.
    layout.need(14 + 2 * 9.5 * 1.4);
    const href = citationHref(pagesOnly(section.pages.slice(0, 1)));
    layout.text(`${section.name}  (${citePages(section.pages) || 'no page'})`, { font: fonts.bold, size: 10.5, href });
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
  layout.finish();
  // pdf-lib yields to the event loop (a timer, 1 ms or more) every 50 objects it writes; a report is written in one go.
  // Its objects are written as plain text: packing them into compressed object streams (pako, a fresh window per
  // stream) took about a sixth of a report's rendering to save about 10 KB of its 68 (docs/decisions.md).
  return doc.save({ objectsPerTick: Infinity, useObjectStreams: false });
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

/** A section heading, never alone at a page foot: it moves to the next page unless `keep` points follow it. */
function heading(layout: Layout, title: string, keep = 40): void {
  layout.gap(14);
  layout.need(26 + keep);
  layout.text(title, { font: layout.fonts.bold, size: 13, color: INK });
  layout.gap(1);
  layout.rule(INK);
  layout.gap(8);
}

/** Where a header value stands: its places, or the page it was read on when the caller gave no places. */
function headerPlaces(input: ReportInput, field: keyof NoteHeader): Place[] {
  const evidence = input.note.header.evidence?.[field];
  return evidence?.places ?? pagesOnly(evidence?.page ? [evidence.page] : []);
}

function drawHeaderBlock(layout: Layout, input: ReportInput): void {
  const { note, patient } = input;
  const h = note.header;
  const ev = h.evidence;
  const at = (page: number | null | undefined) => (page ? ` (p. ${page})` : '');
  const cite = (field: keyof NoteHeader) => citationHref(headerPlaces(input, field));
  const fields: [string, string, (string | null)?][] = [
    ['Patient', `${displayName(patient.name)}`],
    ['Date of birth', dateOf(patient.dob)],
    ['Subscriber ID', patient.subscriberId],
    ['Name in note', `${h.patientName ?? 'not found'}${at(ev?.patientName.page)}`, cite('patientName')],
    ['DOB in note', `${h.patientDob ? dateOf(h.patientDob) : 'not found'}${at(ev?.patientDob.page)}`, cite('patientDob')],
    ['Document type', `${h.docType}${at(ev?.docType.page)}`, cite('docType')],
    ['Note date', `${h.noteDate ? dateOf(h.noteDate) : 'not found'}${at(ev?.noteDate.page)}`, cite('noteDate')],
    ['Source pages', citePages(rangeOf(note.pages)), citationHref(pagesOnly([note.pages[0]]))],
    ['Performed by', `${input.performedBy.fullName}, ${input.performedBy.role}`],
    // A server does not know the reader's time zone: the report says UTC.
    ['Audit date', displayDateTime(input.auditDate, 'UTC') ?? input.auditDate],
    ['Engine', `${input.engine.name} ${input.engine.version}`],
  ];
  const colWidth = (CONTENT_WIDTH - 20) / 2;
  const { regular, bold } = layout.fonts;
  const top = layout.y;
  const rows = Math.ceil(fields.length / 2);
  const rowHeight = 27;
  layout.rect(-8, top - 6, CONTENT_WIDTH + 16, rows * rowHeight + 8, RULE);
  layout.rect(-7, top - 5, CONTENT_WIDTH + 14, rows * rowHeight + 6, PANEL);
  fields.forEach(([label, value, href = null], i) => {
    const x = (i % 2) * (colWidth + 20);
    const rowTop = top + Math.floor(i / 2) * rowHeight;
    layout.drawLine(label.toUpperCase(), { font: bold, size: 7, color: MUTED }, x, rowTop + 7);
    const fitted = layout.wrap(value, regular, 10, colWidth)[0] ?? '';
    layout.drawLine(fitted, { font: regular, size: 10, href }, x, rowTop + 19);
  });
  layout.y = top + rows * rowHeight + 4;
  if (input.engine.notice) {
    layout.gap(4);
    layout.text(`Engine notice: ${input.engine.notice}`, { font: layout.fonts.italic, size: 9, color: MUTED });
  }
  const { missing, replacement } = layout.fonts;
  if (missing.size > 0) {
    // Never a silent loss: say which characters the report could not draw, by code point, so a reader can check.
    const codes = [...missing].map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
    layout.gap(4);
    layout.text(
      `Font notice: ${missing.size} character${missing.size === 1 ? '' : 's'} in this note ha${missing.size === 1 ? 's' : 've'} no glyph in the report's fonts and ${missing.size === 1 ? 'is' : 'are'} shown as ${replacement}: ${codes.join(', ')}.`,
      { font: layout.fonts.italic, size: 9, color: MUTED },
    );
  }
}

/** Every text the report draws, so the faces its characters need are known before drawing. */
function reportText(input: ReportInput): string {
  const { note } = input;
  const passages = note.cloning.sources.flatMap((s) => [s.label, ...s.passages.flatMap((p) => [p.text, p.sourceText, ...p.sections])]);
  return [
    input.patient.name,
    input.patient.subscriberId,
    note.header.patientName ?? '',
    note.header.docType,
    input.performedBy.fullName,
    input.performedBy.role,
    input.engine.name,
    input.engine.notice ?? '',
    ...note.findings.map((f) => f.message),
    ...passages,
    ...note.sections.flatMap((s) => [s.name, s.text]),
  ].join('\n');
}

/** A calendar day as the portal writes it (docs/dates.md); anything unreadable as it was given, never dropped. */
const dateOf = (value: string): string => displayDate(value) ?? value;

function drawFooters(layout: Layout, input: ReportInput): void {
  const { regular } = layout.fonts;
  const total = layout.pages.length;
  const style = { font: regular, size: 8, color: MUTED };
  const left = `AI Audit Report - ${displayName(input.patient.name)} - DOB ${dateOf(input.patient.dob)} - note ${input.note.number} of ${input.note.count}`;
  layout.pages.forEach((page, i) => {
    const baseline = PAGE.height - PAGE.margin / 2;
    layout.hline(PAGE.height - PAGE.margin / 2 - 12, 0.5, RULE, page);
    layout.drawLine(layout.wrap(left, regular, 8, CONTENT_WIDTH - 80)[0] ?? '', style, 0, baseline, page);
    const label = `Page ${i + 1} of ${total}`;
    layout.drawLine(label, style, CONTENT_WIDTH - regular.widthOfTextAtSize(label, 8), baseline, page);
  });
}
