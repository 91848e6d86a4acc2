import { describe, expect, it } from 'vitest';
import { comparable, codeValue, specValue } from './code-constants';
import { messagesIn, productSourceText, repoFiles, sourcePatternOf, specPatternOf } from './code-text';
import { constantRows, quotedTexts, specFiles, unclosedQuotes } from './spec-docs';

// docs/spec states every message and constant in words; the code holds them. This keeps the two from drifting
// apart in either direction (docs/spec/README.md, 'How to read these files').

const where = ({ file, line }: { file: string; line: number }) => `${file}:${line}`;

/** The modules whose strings are messages users read: the contract, and the portal's message and wording modules. */
const MESSAGE_MODULES = /^(contracts\/api\/.*|src\/.*-(messages|text))\.ts$/;

describe('docs/spec against the code', () => {
  const spec = specFiles();
  const specText = spec.map((file) => file.text).join('\n');

  it('closes every quote on its line, so none goes unchecked', () => {
    expect(unclosedQuotes(spec).map((line) => `${where(line)}: ${line.text}`)).toEqual([]);
  });

  it('quotes only texts the product really shows', () => {
    const source = productSourceText();
    const missing = quotedTexts(spec).filter(({ text }) => !sourcePatternOf(text).test(source));
    expect(missing.map((quote) => `${where(quote)}: '${quote.text}' is not in the code`)).toEqual([]);
  });

  it('writes down every message of the contract and of the portal wording modules', () => {
    const files = repoFiles(['contracts/api', 'src']).filter((file) => MESSAGE_MODULES.test(file) && !file.endsWith('.test.ts'));
    const undocumented = files.flatMap((file) =>
      messagesIn(file)
        .filter((message) => !specPatternOf(message).test(specText))
        .map((message) => `${file}: '${message}' is not in docs/spec`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(undocumented).toEqual([]);
  });

  it('gives every constant the value the code holds', async () => {
    const rows = constantRows(spec);
    expect(rows.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const row of rows) {
      const stated = specValue(row.value);
      const actual = comparable(await codeValue(row.codeFile, row.accessor).catch((error: Error) => error.message));
      if (JSON.stringify(actual) !== JSON.stringify(stated)) {
        wrong.push(
          `${where(row)} '${row.name}': docs say ${JSON.stringify(stated)}, ${row.codeFile} ${row.accessor} is ${JSON.stringify(actual)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists every number, list and pattern the contract exports', async () => {
    const cited = new Set(constantRows(spec).map((row) => `${row.codeFile} ${row.accessor.split('.')[0]}`));
    const modules = import.meta.glob<Record<string, unknown>>(['../../../contracts/api/**/*.ts', '!**/*.test.ts'], { eager: true });
    const missing = Object.entries(modules).flatMap(([path, exports]) => {
      const file = path.replace(/^(\.\.\/)+/, '');
      return Object.entries(exports)
        .filter(
          ([name, value]) =>
            /^[A-Z][A-Z0-9_]*$/.test(name) && (typeof value === 'number' || Array.isArray(value) || value instanceof RegExp),
        )
        .filter(([name]) => !cited.has(`${file} ${name}`))
        .map(([name]) => `${file} ${name} has no row in docs/spec`);
    });
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
