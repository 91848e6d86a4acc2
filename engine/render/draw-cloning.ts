import type { Cloning, CopiedPassage } from '../audit/check-cloning.ts';
import { citePages } from '../audit/note-context.ts';
import { rgb } from 'pdf-lib';
import { drawable } from './fonts.ts';
import { CONTENT_WIDTH, MUTED, wrap, type Layout } from './layout.ts';

const HIGHLIGHT = rgb(1, 0.95, 0.7);
const SOURCE_TINT = rgb(0.95, 0.96, 0.98);
const GUTTER = 14;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;

/** Copied share, longest run and every copied passage beside its source. */
export function drawCloning(layout: Layout, cloning: Cloning): void {
  const { regular, bold, italic } = layout.fonts;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  layout.text(
    `Copied text: ${pct(cloning.copiedShare)} of the note's clinical text; ${pct(cloning.newSectionsShare)} of the sections that must be new for this encounter; ${pct(cloning.carriedForwardShare)} of carried-forward history. Longest copied run: ${cloning.longestRun} words.`,
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
  for (const source of cloning.sources) {
    layout.gap(6);
    layout.need(40);
    const where = source.pages.length > 0 ? `, ${citePages(source.pages)}` : '';
    layout.text(`Source: ${source.label}${where} - ${source.copiedWords} words copied`, { font: bold, size: 10 });
    for (const passage of source.passages) drawPassage(layout, passage, source.label);
  }
}

function drawPassage(layout: Layout, passage: CopiedPassage, sourceLabel: string): void {
  const { regular, bold } = layout.fonts;
  const size = 8.5;
  const step = size * 1.38;
  const tag = passage.carriedForward ? 'carried-forward history' : 'must be new';
  const left = wrap(drawable(passage.text, layout.fonts), regular, size, COLUMN - 8);
  const right = wrap(drawable(passage.sourceText, layout.fonts), regular, size, COLUMN - 8);
  layout.gap(4);
  layout.need(step * 3 + 14);
  const head = { font: bold, size: 7.5, color: MUTED };
  const leftHead = wrap(
    drawable(`THIS NOTE - ${passage.sections.join(', ')} - ${citePages(passage.pages)} (${tag})`.toUpperCase(), layout.fonts),
    bold,
    7.5,
    COLUMN,
  );
  const rightHead = wrap(drawable(`COPIED FROM ${sourceLabel}`.toUpperCase(), layout.fonts), bold, 7.5, COLUMN);
  for (let k = 0; k < Math.max(leftHead.length, rightHead.length); k++) {
    const l = leftHead[k];
    const r = rightHead[k];
    if (l !== undefined) layout.drawLine(l, head, 0, layout.y + 8);
    if (r !== undefined) layout.drawLine(r, head, COLUMN + GUTTER, layout.y + 8);
    layout.y += 10;
  }
  layout.y += 2;
  const rows = Math.max(left.length, right.length);
  for (let k = 0; k < rows; k++) {
    layout.need(step);
    const top = layout.y;
    const l = left[k];
    const r = right[k];
    if (l !== undefined) {
      layout.rect(0, top, COLUMN, step, HIGHLIGHT);
      layout.drawLine(l, { font: regular, size }, 4, top + size + 1);
    }
    if (r !== undefined) {
      layout.rect(COLUMN + GUTTER, top, COLUMN, step, SOURCE_TINT);
      layout.drawLine(r, { font: regular, size }, COLUMN + GUTTER + 4, top + size + 1);
    }
    layout.y += step;
  }
}
