// Turns the raw main-document text of a .doc (with Word's control characters) into paragraphs and table rows.
// Without reading paragraph properties a table row is recognised by its cell marks: "cell\x07cell\x07\x07".
import type { TextBlock } from './text-blocks';

const PARAGRAPH_END = '\r';
const CELL_END = '\x07';
const FIELD_BEGIN = '\x13';
const FIELD_SEPARATOR = '\x14';
const FIELD_END = '\x15';
const CHARACTER_MAP: Readonly<Record<string, string>> = {
  '\x0b': '\n', // manual line break
  '\x0c': '\f', // page or section break
  '\x1e': '-', // non-breaking hyphen
  '\x1f': '', // optional hyphen, shown only at a line end
};

export function docTextToBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph = '';
  let cells: string[] = [];
  let previous = '';
  const emit = (line: string): void => {
    blocks.push({ kind: 'paragraph', runs: line === '' ? [] : [{ text: line, bold: false }] });
  };

  for (const char of visibleText(text)) {
    if (char === PARAGRAPH_END) {
      emit(paragraph);
      paragraph = '';
    } else if (char === CELL_END && previous === CELL_END && paragraph === '') {
      emit(cells.join(' | '));
      cells = [];
    } else if (char === CELL_END) {
      cells.push(paragraph.trim());
      paragraph = '';
    } else {
      paragraph += CHARACTER_MAP[char] ?? (char < ' ' && char !== '\t' ? '' : char);
    }
    previous = char;
  }
  if (paragraph !== '' || cells.length > 0) emit([...cells, paragraph].filter((part) => part !== '').join(' | '));
  return blocks;
}

/** Drops field codes (e.g. ' PAGE \* MERGEFORMAT ') and keeps their results, as Word shows them. */
function visibleText(text: string): string {
  let out = '';
  // One entry per open field: true while inside its code, false once past the separator (its result).
  const fields: boolean[] = [];
  for (const char of text) {
    if (char === FIELD_BEGIN) fields.push(true);
    else if (char === FIELD_SEPARATOR && fields.length > 0) fields[fields.length - 1] = false;
    else if (char === FIELD_END) fields.pop();
    else if (!fields.includes(true)) out += char;
  }
  return out;
}
