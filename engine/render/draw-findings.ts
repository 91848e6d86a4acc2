import type { HeaderLine } from '../result.ts';
import type { Place, Severity } from '../types.ts';
import { citePages } from '../audit/note-context.ts';
import { pagesOnly } from '../evidence/places.ts';
import { citationHref } from './citation-href.ts';
import { CONTENT_WIDTH, MUTED, RULE, wrap, type Layout } from './layout.ts';
import { CHECK_LABEL, SEVERITY_COLOR, SEVERITY_LABEL, SEVERITY_TINT, type ReportInput } from './report-input.ts';

type ReportFinding = ReportInput['note']['findings'][number];
type HeaderPlaces = (field: HeaderLine['fields'][number]) => Place[];

const ORDER: Severity[] = ['fail', 'warning', 'pass'];
const COLS = { badge: 0, check: 64, message: 150, pages: CONTENT_WIDTH - 62 } as const;

/** The summary tiles (counts by severity) and the findings table, worst first. */
export function drawFindings(layout: Layout, findings: ReportFinding[], headerLines: HeaderLine[] = [], headerPlaces?: HeaderPlaces): void {
  const { bold, regular } = layout.fonts;
  const tileWidth = (CONTENT_WIDTH - 16) / 3;
  layout.need(50);
  const top = layout.y;
  ORDER.forEach((severity, i) => {
    const x = i * (tileWidth + 8);
    const count = findings.filter((f) => f.severity === severity).length;
    layout.rect(x, top, tileWidth, 40, SEVERITY_TINT[severity]);
    layout.rect(x, top, 3, 40, SEVERITY_COLOR[severity]);
    layout.drawLine(String(count), { font: bold, size: 18, color: SEVERITY_COLOR[severity] }, x + 12, top + 25);
    const label = `${SEVERITY_LABEL[severity].toLowerCase()}${severity === 'pass' ? 'ed' : count === 1 ? '' : 's'}`;
    layout.drawLine(label, { font: regular, size: 10, color: MUTED }, x + 44, top + 24);
  });
  layout.y = top + 52;

  const head = { font: bold, size: 8, color: MUTED };
  layout.need(16);
  layout.drawLine('RESULT', head, COLS.badge, layout.y + 8);
  layout.drawLine('CHECK', head, COLS.check, layout.y + 8);
  layout.drawLine('FINDING', head, COLS.message, layout.y + 8);
  layout.drawLine('PAGES', head, COLS.pages, layout.y + 8);
  layout.y += 13;
  layout.rule();
  layout.gap(5);
  const sorted = [...findings].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
  for (const f of sorted) drawRow(layout, f, f.check === 'identity' ? headerLines : [], headerPlaces);
}

const FIELD_LABEL: Record<HeaderLine['fields'][number], string> = { patientName: 'name', patientDob: 'DOB', noteDate: 'note date' };

function drawRow(layout: Layout, f: ReportFinding, evidence: HeaderLine[], headerPlaces?: HeaderPlaces): void {
  const { bold, regular } = layout.fonts;
  const size = 9;
  const step = size * 1.4;
  const message = layout.wrap(f.message, regular, size, COLS.pages - COLS.message - 10);
  const pages = wrap(citePages(f.pages) || '-', regular, size, CONTENT_WIDTH - COLS.pages);
  const rows = Math.max(message.length, pages.length);
  // The page citation links to where the finding's words stand (its pages when no places are known).
  const href = citationHref(f.places ?? pagesOnly(f.pages));
  layout.need(Math.min(rows, 3) * step + 6);
  const badgeTop = layout.y;
  layout.rect(COLS.badge, badgeTop, 52, 13, SEVERITY_TINT[f.severity]);
  layout.drawLine(SEVERITY_LABEL[f.severity], { font: bold, size: 7.5, color: SEVERITY_COLOR[f.severity] }, COLS.badge + 5, badgeTop + 9.5);
  layout.drawLine(CHECK_LABEL[f.check], { font: bold, size }, COLS.check, badgeTop + size + 1);
  for (let k = 0; k < rows; k++) {
    layout.need(step);
    const base = layout.y + size + 1;
    const line = message[k];
    if (line !== undefined) layout.drawLine(line, { font: regular, size }, COLS.message, base);
    const cite = pages[k];
    if (cite !== undefined) {
      layout.drawLine(cite, { font: regular, size, color: MUTED, href }, COLS.pages, base);
    }
    layout.y += step;
  }
  drawEvidence(layout, evidence, headerPlaces);
  layout.gap(4);
  layout.rule(RULE);
  layout.gap(5);
}

/** The header lines the identity check read, quoted with their pages, under its finding. */
function drawEvidence(layout: Layout, evidence: HeaderLine[], headerPlaces?: HeaderPlaces): void {
  if (evidence.length === 0) return;
  const { italic, regular } = layout.fonts;
  const size = 8;
  const width = COLS.pages - COLS.message - 10;
  layout.gap(2);
  layout.need(size * 1.4);
  layout.drawLine('Read from the note:', { font: italic, size, color: MUTED }, COLS.message, layout.y + size);
  layout.y += size * 1.4;
  for (const line of evidence) {
    const label = `${line.fields.map((f) => FIELD_LABEL[f]).join(', ')} (p. ${line.page}): `;
    const onPage = line.fields.flatMap((f) => headerPlaces?.(f) ?? []).filter((p) => p.page === line.page);
    const href = citationHref(onPage.length > 0 ? onPage : pagesOnly([line.page]));
    layout.text(`${label}"${line.text}"`, { font: regular, size, color: MUTED, leading: 1.4, href }, COLS.message, width);
  }
}
