import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads docs/spec the way docs/spec/README.md ('How to read these files') says it is written: text in 'single quotes'
// is shown to users word for word, `{name}` inside it is a value filled in, and a table with a `Code` column names
// the code that holds each value.

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const SPEC_DIR = join(REPO_ROOT, 'docs/spec');

export type SpecLine = { file: string; line: number; text: string };
export type ConstantRow = SpecLine & { name: string; value: string; codeFile: string; accessor: string };

export const specFiles = (): { file: string; text: string }[] =>
  readdirSync(SPEC_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ file: `docs/spec/${name}`, text: readFileSync(join(SPEC_DIR, name), 'utf8') }));

const CODE_SPAN = /`[^`\n]*`/g;
// A link's text names a heading ("[messages.md, 'Sign-in'](...)"), never something a user sees.
const LINK = /\[[^\]\n]*\]\([^)\n]*\)/g;
// An opening quote follows a non-word character; a closing one is not followed by a word character, so "role's" and
// "users' data" are apostrophes, not quotes.
const QUOTED = /(?<![\w'])'([^'\n]+?)'(?![\w])/g;

function proseOf(line: string): string {
  return line.replace(CODE_SPAN, ' ').replace(LINK, ' ');
}

/** Every 'quoted' text of the spec with where it stands. */
export function quotedTexts(files = specFiles()): SpecLine[] {
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, index) => [...proseOf(line).matchAll(QUOTED)].map((match) => ({ file, line: index + 1, text: match[1] ?? '' }))),
  );
}

/** Lines with a quote that opens and never closes on its line: a quote split over two lines would go unchecked. */
export function unclosedQuotes(files = specFiles()): SpecLine[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => {
      const rest = proseOf(line).replace(QUOTED, ' ');
      return /(?<![\w'])'(?=\S)/.test(rest) ? [{ file, line: index + 1, text: line }] : [];
    }),
  );
}

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/\|(?=(?:[^`]*`[^`]*`)*[^`]*$)/)
    .map((cell) => cell.trim());

const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The rows of every table whose columns are Constant, Value and Code. */
export function constantRows(files = specFiles()): ConstantRow[] {
  return files.flatMap(({ file, text }) => {
    const lines = text.split('\n');
    const rows: ConstantRow[] = [];
    let inTable = false;
    lines.forEach((line, index) => {
      if (!line.startsWith('|')) {
        inTable = false;
        return;
      }
      const cells = cellsOf(line);
      if (cells.join('|') === 'Constant|Value|Code') {
        inTable = true;
        return;
      }
      if (!inTable || /^-+$/.test(cells[0] ?? '')) return;
      const [value] = codeSpans(cells[1] ?? '');
      const [codeFile, accessor] = codeSpans(cells[2] ?? '');
      rows.push({
        file,
        line: index + 1,
        text: line,
        name: cells[0] ?? '',
        value: value ?? '',
        codeFile: codeFile ?? '',
        accessor: accessor ?? '',
      });
    });
    return rows;
  });
}
