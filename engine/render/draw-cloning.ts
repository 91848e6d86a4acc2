import { rgb, type PDFFont, type RGB } from 'pdf-lib';
import { citePages } from '../audit/note-context.ts';
import { pagesOnly } from '../evidence/places.ts';
import { citationHref, reportHref } from './citation-href.ts';
import { CONTENT_WIDTH, INK, MUTED, type Layout } from './layout.ts';
import type { Place } from '../types.ts';
import type { ReportInput } from './report-input.ts';
import { diffWords, withEllipses, type MarkedWord } from './word-diff.ts';

const GUTTER = 14;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;
const PAD = 4;

/** How a passage looks: flagged copying stands out; wording that may repeat (never flagged) stays quiet. */
interface PassageStyle {
  size: number;
  ink: RGB;
  left: RGB;
  right: RGB;
  changed: RGB;
  tag: string;
  from: string;
}

const FLAGGED: PassageStyle = {
  size: 8.5,
  ink: INK,
  left: rgb(1, 0.95, 0.7),
  right: rgb(0.95, 0.96, 0.98),
  changed: rgb(1, 0.72, 0.45),
  tag: 'must be new',
  from: 'copied from',
};

const CARRIED: PassageStyle = {
  size: 8,
  ink: MUTED,
  left: rgb(0.965, 0.965, 0.97),
  right: rgb(0.965, 0.965, 0.97),
  changed: rgb(0.85, 0.88, 0.95),
  tag: 'carried-forward history, not flagged',
  from: 'repeated from',
};
// An operative or procedure note's technique may repeat too (audit/check-cloning.ts); its passages say so.
const TECHNIQUE: PassageStyle = { ...CARRIED, tag: 'procedure technique, not flagged' };

interface Column {
  lines: { text: string; marks: { x: number; width: number }[] }[];
}

type Cloning = ReportInput['note']['cloning'];
type CloneSource = Cloning['sources'][number];
type CopiedPassage = CloneSource['passages'][number];

/** Where a passage's two sides link: the copy to its places (or pages), the source to its places in this document or an earlier report's. */
interface Targets {
  copy: string | null;
  source: string | null;
}

function targetsOf(source: CloneSource, passage: CopiedPassage): Targets {
  return { copy: citationHref(passage.places ?? pagesOnly(passage.pages)), source: sourceHref(source, passage.sourcePlaces ?? []) };
}

function sourceHref(source: CloneSource, places: Place[]): string | null {
  return citationHref(places) ?? (source.kind === 'prior' ? reportHref(source.id) : citationHref(pagesOnly(source.pages)));
}

/** Copied share, longest run and every copied passage beside its source, changed words marked. */
export function drawCloning(layout: Layout, cloning: Cloning): void {
  const { regular, italic } = layout.fonts;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  layout.text(
    `Copied text: ${pct(cloning.copiedShare)} of the note's clinical text; ${pct(cloning.newSectionsShare)} of the sections that must be new for this encounter; ${pct(cloning.carriedForwardShare)} of carried-forward history or procedure technique. Longest copied run: ${cloning.longestRun} words.`,
    { font: regular, size: 9.5 },
  );
  if (cloning.sources.length === 0) {
    layout.text('No passage of 10 or more words was found in another note of this document or in earlier reports.', {
      font: italic,
      size: 9.5,
      color: MUTED,
    });
    return;
  }
  // The legend never stays alone at a page foot: it moves with the first source's line and passage opening.
  const first = cloning.sources[0];
  layout.need(4 + LEGEND_ROWS_MAX * 12 + 8 + (first ? sourceOpening(layout, first) : 0));
  drawLegend(layout);
  for (const source of cloning.sources) drawSource(layout, source);
}

const LEGEND_ROWS_MAX = 2;

function drawLegend(layout: Layout): void {
  layout.gap(4);
  let top = layout.y;
  const style = { font: layout.fonts.regular, size: 8, color: MUTED };
  let x = 0;
  for (const [color, label] of [
    [FLAGGED.left, 'copied text that must be new for this encounter'],
    [FLAGGED.changed, 'words that differ from the source'],
    [CARRIED.left, 'carried-forward history or procedure technique (not flagged)'],
  ] as const) {
    const width = 13 + layout.width(label, style.font, style.size);
    // An entry that would cross the margin starts a second row.
    if (x > 0 && x + width > CONTENT_WIDTH) {
      x = 0;
      top += 12;
    }
    layout.rect(x, top + 1, 10, 8, color);
    layout.drawLine(label, style, x + 13, top + 8);
    x += width + 14;
  }
  layout.y = top + 12;
}

function drawSource(layout: Layout, source: CloneSource): void {
  const { bold } = layout.fonts;
  const ordered = inOrder(source);
  layout.gap(8);
  // The source line never stays alone at a page foot: it moves with its first passage's heads and lines.
  layout.need(sourceOpening(layout, source));
  const where = source.pages.length > 0 ? `, ${citePages(source.pages)}` : '';
  const href = sourceHref(
    source,
    ordered.flatMap((p) => p.sourcePlaces ?? []),
  );
  layout.text(`Source: ${source.label}${where} - ${source.copiedWords} words copied`, { font: bold, size: 10, href });
  for (const passage of ordered) drawPassage(layout, passage, source.label, targetsOf(source, passage));
}

/** Flagged passages first, then the quiet ones. */
function inOrder(source: CloneSource): CopiedPassage[] {
  return [...source.passages.filter((p) => !p.carriedForward), ...source.passages.filter((p) => p.carriedForward)];
}

/** The height of a source's line and its first passage's heads and first lines. */
function sourceOpening(layout: Layout, source: CloneSource): number {
  const first = inOrder(source)[0];
  return 16 + (first ? passageOpening(layout, first, source.label) : 0);
}

function styleOf(passage: CopiedPassage): PassageStyle {
  if (!passage.carriedForward) return FLAGGED;
  return passage.sections.includes('Procedure') ? TECHNIQUE : CARRIED;
}

function heads(passage: CopiedPassage, sourceLabel: string, continued: boolean): [string, string] {
  const style = styleOf(passage);
  const more = continued ? ' (continued)' : '';
  return [
    `This note - ${passage.sections.join(', ')} - ${citePages(passage.pages)} (${style.tag})${more}`.toUpperCase(),
    `${style.from} ${sourceLabel}${more}`.toUpperCase(),
  ];
}

/** Height of a passage's heads and first three lines: what must fit before it starts on a page. */
function passageOpening(layout: Layout, passage: CopiedPassage, sourceLabel: string): number {
  const style = styleOf(passage);
  const [left, right] = heads(passage, sourceLabel, false).map((h) => layout.wrap(h, layout.fonts.bold, 7.5, COLUMN).length);
  const words = passage.text.split(/\s+/).length;
  const rows = Math.min(3, Math.ceil(words / 9));
  return 4 + Math.max(left ?? 1, right ?? 1) * 10 + 2 + rows * style.size * 1.38;
}

function drawPassage(layout: Layout, passage: CopiedPassage, sourceLabel: string, targets: Targets): void {
  const style = styleOf(passage);
  const { regular } = layout.fonts;
  const step = style.size * 1.38;
  const diff = diffWords(passage.text, passage.sourceText);
  const left = column(layout, withEllipses(diff.text), regular, style.size);
  const right = column(layout, withEllipses(diff.source), regular, style.size);
  layout.gap(4);
  layout.need(passageOpening(layout, passage, sourceLabel));
  drawHeads(layout, passage, sourceLabel, false, targets);
  // Each side's text is one link on every page it runs over.
  let block = { page: layout.current, top: layout.y, left: 0, right: 0 };
  const linkBlock = () => {
    layout.link(0, block.top, COLUMN, block.left * step, targets.copy, block.page);
    layout.link(COLUMN + GUTTER, block.top, COLUMN, block.right * step, targets.source, block.page);
  };
  const rows = Math.max(left.lines.length, right.lines.length);
  for (let k = 0; k < rows; k++) {
    const pagesBefore = layout.pages.length;
    layout.need(step);
    // Split across pages: the heads come again, marked as continued, so each page reads on its own.
    if (layout.pages.length > pagesBefore) {
      linkBlock();
      drawHeads(layout, passage, sourceLabel, true, targets);
      block = { page: layout.current, top: layout.y, left: 0, right: 0 };
    }
    const top = layout.y;
    drawCell(layout, left.lines[k], 0, top, step, style, style.left);
    drawCell(layout, right.lines[k], COLUMN + GUTTER, top, step, style, style.right);
    if (left.lines[k]) block.left += 1;
    if (right.lines[k]) block.right += 1;
    layout.y += step;
  }
  linkBlock();
}

function drawHeads(layout: Layout, passage: CopiedPassage, sourceLabel: string, continued: boolean, targets: Targets): void {
  const head = { font: layout.fonts.bold, size: 7.5, color: MUTED };
  const [l, r] = heads(passage, sourceLabel, continued).map((h) => layout.wrap(h, head.font, head.size, COLUMN));
  for (let k = 0; k < Math.max(l?.length ?? 0, r?.length ?? 0); k++) {
    const lineL = l?.[k];
    const lineR = r?.[k];
    if (lineL !== undefined) {
      layout.drawLine(lineL, { ...head, href: targets.copy }, 0, layout.y + 8);
    }
    if (lineR !== undefined) {
      layout.drawLine(lineR, { ...head, href: targets.source }, COLUMN + GUTTER, layout.y + 8);
    }
    layout.y += 10;
  }
  layout.y += 2;
}

function drawCell(
  layout: Layout,
  line: Column['lines'][number] | undefined,
  x: number,
  top: number,
  step: number,
  style: PassageStyle,
  tint: RGB,
): void {
  if (!line) return;
  layout.rect(x, top, COLUMN, step, tint);
  for (const mark of line.marks) layout.rect(x + PAD + mark.x - 1, top + 1, mark.width + 2, step - 2, style.changed);
  layout.drawLine(line.text, { font: layout.fonts.regular, size: style.size, color: style.ink }, x + PAD, top + style.size + 1);
}

/** Words wrapped to the column, with the x offset and width of every changed word on its line. */
function column(layout: Layout, words: MarkedWord[], font: PDFFont, size: number): Column {
  const width = COLUMN - 2 * PAD;
  const space = layout.width(' ', font, size);
  const lines: Column['lines'] = [];
  let text = '';
  let x = 0;
  let marks: { x: number; width: number }[] = [];
  for (const { word, changed } of words) {
    // A word wider than the column is cut by the line wrapper into pieces, each a word of its own here.
    for (const piece of layout.width(word, font, size) > width ? layout.wrap(word, font, size, width) : [word]) {
      const w = layout.width(piece, font, size);
      const at = text === '' ? 0 : x + space;
      if (text !== '' && at + w > width) {
        lines.push({ text, marks });
        [text, x, marks] = ['', 0, []];
      }
      const start = text === '' ? 0 : x + space;
      if (changed) marks.push({ x: start, width: w });
      text = text === '' ? piece : `${text} ${piece}`;
      x = start + w;
    }
  }
  if (text !== '') lines.push({ text, marks });
  return { lines };
}
