import type { LineCell, PageNumber } from '../types.ts';
import { LABEL_RE, labelKind, labelOnly, type LabelKind } from './labels.ts';

export interface FieldLine {
  page: PageNumber;
  text: string;
  cells: LineCell[];
}

export type FieldLayout = 'inline' | 'table' | 'next-line';

export interface FieldHit {
  kind: LabelKind;
  label: string;
  value: string;
  page: PageNumber;
  /** position of the line the label is on, within the lines given */
  line: number;
  layout: FieldLayout;
}

const NOT_PATIENT =
  /(physician|provider|doctor|contact|guarantor|insured|subscriber|user|facility|clinic|company|employer|pharmacy|pharmacist|referring|attending|family|spouse|emergency|parent|guardian|mother'?s?|father'?s?|son'?s?|daughter'?s?|husband'?s?|wife'?s?|caregiver|witness|interpreter|technician|surgeon|nurse|author)\s*$/i;

// A value cell under a table header label must start within this many points of the label.
const COLUMN_TOLERANCE = 60;

/**
 * Reads 'label: value' pairs from header lines in the three layouts charts use: on one line, as a table (labels on
 * one line, values under them) and as a label on one line with its value on the next.
 */
export function readFields(lines: FieldLine[]): FieldHit[] {
  const hits: FieldHit[] = [];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const labelCells = line.cells.map((c) => labelOnly(c.text));
    const allLabels = labelCells.length > 0 && labelCells.every((l) => l !== null);
    if (allLabels && next && labelCells.length >= 2 && !hasLabels(next)) {
      hits.push(...tableHits(line, next, i));
      return;
    }
    if (allLabels && next && labelCells.length === 1 && /:\s*$/.test(line.text) && !hasLabels(next)) {
      const label = labelCells[0] ?? '';
      hits.push({ kind: labelKind(label), label, value: next.text.trim(), page: line.page, line: i, layout: 'next-line' });
      return;
    }
    hits.push(...inlineHits(line, i));
  });
  return hits;
}

function hasLabels(line: FieldLine): boolean {
  LABEL_RE.lastIndex = 0;
  return LABEL_RE.test(line.text) || line.cells.some((c) => labelOnly(c.text) !== null);
}

function tableHits(labels: FieldLine, values: FieldLine, i: number): FieldHit[] {
  const sameCount = labels.cells.length === values.cells.length;
  return labels.cells.flatMap((cell, k) => {
    const value = sameCount ? values.cells[k] : values.cells.find((v) => Math.abs(v.x - cell.x) <= COLUMN_TOLERANCE);
    const label = labelOnly(cell.text) ?? cell.text;
    return value ? [{ kind: labelKind(label), label, value: value.text, page: labels.page, line: i, layout: 'table' as const }] : [];
  });
}

function inlineHits(line: FieldLine, i: number): FieldHit[] {
  const hits: FieldHit[] = [];
  line.cells.forEach((cell, c) => {
    const found = [...cell.text.matchAll(LABEL_RE)];
    found.forEach((m, k) => {
      const label = m[1] ?? '';
      const start = (m.index ?? 0) + m[0].length;
      const end = found[k + 1]?.index ?? cell.text.length;
      let value = cell.text.slice(start, end).trim();
      const nextCell = line.cells[c + 1];
      // 'Patient Name:' in one column and its value in the next, separated by a wide gap.
      if (value === '' && k === found.length - 1 && nextCell && !LABEL_RE.test(nextCell.text)) value = nextCell.text.trim();
      LABEL_RE.lastIndex = 0;
      const kind = labelKind(label);
      // 'Physician Name:' or 'Emergency contact name:' name someone other than the patient.
      const owner = kind === 'name' && NOT_PATIENT.test(cell.text.slice(0, m.index ?? 0)) ? 'other' : kind;
      hits.push({ kind: owner, label, value: value.replace(/[,;|]+$/, '').trim(), page: line.page, line: i, layout: 'inline' });
    });
  });
  return hits;
}
