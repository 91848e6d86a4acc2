// Reads the text of word/document.xml as paragraphs, headings and table rows. Only what a reader of a clinical
// note needs survives: words, bold, headings, line and page breaks, and each table row as "cell | cell".
import type { TextBlock, TextRun } from './text-blocks';
import { attribute, xmlTokens } from './xml-tokens';

interface ParagraphState {
  runs: TextRun[];
  styleId: string | undefined;
  outlineLevel: number | undefined;
}

const FALSE_VALUES = new Set(['0', 'false', 'off']);
const CELL_SEPARATOR = ' | ';

export function readDocxBlocks(documentXml: string, stylesXml = ''): TextBlock[] {
  const styleNames = readStyleNames(stylesXml);
  const blocks: TextBlock[] = [];
  let paragraph: ParagraphState | undefined;
  let inRun = false;
  let inRunProps = false;
  let inText = false;
  let bold = false;
  let skipDepth = 0;
  let tableDepth = 0;
  let row: TextRun[][] | undefined;
  let cell: TextRun[][] | undefined;
  const addText = (text: string): void => {
    if (paragraph) appendRun(paragraph.runs, { text, bold });
  };

  for (const token of xmlTokens(documentXml)) {
    // mc:Fallback repeats the text of mc:Choice for old readers; reading both would print it twice.
    if (token.type !== 'text' && token.name === 'mc:Fallback' && !(token.type === 'open' && token.selfClosing)) {
      skipDepth += token.type === 'open' ? 1 : -1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (token.type === 'text') {
      if (inText) addText(token.text);
      continue;
    }
    const { name } = token;
    if (token.type === 'open') {
      const value = attribute(token.attributes, 'w:val');
      if (name === 'w:p') {
        paragraph = { runs: [], styleId: undefined, outlineLevel: undefined };
        if (token.selfClosing) ({ paragraph, cell } = endParagraph(paragraph, cell, blocks, styleNames));
      } else if (name === 'w:pStyle' && paragraph) paragraph.styleId = value;
      else if (name === 'w:outlineLvl' && paragraph) paragraph.outlineLevel = Number(value);
      else if (name === 'w:r') [inRun, bold] = [!token.selfClosing, false];
      else if (name === 'w:rPr' && inRun) inRunProps = !token.selfClosing;
      else if (name === 'w:b' && inRunProps) bold = value === undefined || !FALSE_VALUES.has(value);
      else if (name === 'w:t') inText = !token.selfClosing;
      else if (inRun && !inRunProps) addText(runSymbol(name, token.attributes));
      if (name === 'w:tbl' && !token.selfClosing) tableDepth += 1;
      else if (name === 'w:tr' && tableDepth === 1) row = [];
      else if (name === 'w:tc' && tableDepth === 1) cell = [];
      continue;
    }
    if (name === 'w:t') inText = false;
    else if (name === 'w:rPr') inRunProps = false;
    else if (name === 'w:r') inRun = false;
    else if (name === 'w:p' && paragraph) ({ paragraph, cell } = endParagraph(paragraph, cell, blocks, styleNames));
    else if (name === 'w:tbl') tableDepth = Math.max(tableDepth - 1, 0);
    else if (name === 'w:tc' && tableDepth === 1 && cell && row) {
      row.push(joinParagraphs(cell));
      cell = undefined;
    } else if (name === 'w:tr' && tableDepth === 1 && row) {
      blocks.push({ kind: 'paragraph', runs: joinCells(row) });
      row = undefined;
    }
  }
  return blocks;
}

function runSymbol(name: string, attributes: string): string {
  if (name === 'w:tab') return '\t';
  if (name === 'w:br') return attribute(attributes, 'w:type') === 'page' ? '\f' : '\n';
  if (name === 'w:cr') return '\n';
  if (name === 'w:noBreakHyphen') return '-';
  return '';
}

function endParagraph(
  paragraph: ParagraphState,
  cell: TextRun[][] | undefined,
  blocks: TextBlock[],
  styleNames: ReadonlyMap<string, string>,
): { paragraph: undefined; cell: TextRun[][] | undefined } {
  if (cell) cell.push(paragraph.runs);
  else {
    const level = headingLevel(paragraph, styleNames);
    blocks.push(level ? { kind: 'heading', level, runs: paragraph.runs } : { kind: 'paragraph', runs: paragraph.runs });
  }
  return { paragraph: undefined, cell };
}

function headingLevel(paragraph: ParagraphState, styleNames: ReadonlyMap<string, string>): number | undefined {
  const id = paragraph.styleId ?? '';
  // Style ids are localised in non-English Word ("berschrift1"), the style's w:name is not.
  for (const name of [styleNames.get(id) ?? '', id]) {
    const heading = /^heading\s*([1-9])$/i.exec(name);
    if (heading?.[1]) return Number(heading[1]);
    if (/^title$/i.test(name)) return 1;
    if (/^subtitle$/i.test(name)) return 2;
  }
  const outline = paragraph.outlineLevel;
  return outline !== undefined && outline >= 0 && outline < 9 ? outline + 1 : undefined;
}

function readStyleNames(stylesXml: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of stylesXml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const id = attribute(match[1] ?? '', 'w:styleId');
    const name = /<w:name\b([^>]*)\/?>/.exec(match[2] ?? '');
    const value = name ? attribute(name[1] ?? '', 'w:val') : undefined;
    if (id && value) names.set(id, value);
  }
  return names;
}

function appendRun(runs: TextRun[], run: TextRun): void {
  if (run.text === '') return;
  const last = runs[runs.length - 1];
  if (last && last.bold === run.bold) last.text += run.text;
  else runs.push({ ...run });
}

function joinParagraphs(paragraphs: TextRun[][]): TextRun[] {
  const runs: TextRun[] = [];
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) appendRun(runs, { text: ' ', bold: false });
    paragraph.forEach((run) => appendRun(runs, run));
  });
  return runs;
}

function joinCells(cells: TextRun[][]): TextRun[] {
  const runs: TextRun[] = [];
  cells.forEach((cell, index) => {
    if (index > 0) appendRun(runs, { text: CELL_SEPARATOR, bold: false });
    cell.forEach((run) => appendRun(runs, run));
  });
  return runs;
}
