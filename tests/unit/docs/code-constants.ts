import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './spec-docs';

// Reads the value a constant row of the spec names: an export (walked by its dotted path), or, for a module's own
// constant that is not exported, its plain literal in the source.

const numberLiteral = /^[\d_.]+(\s*\*\s*[\d_.]+)*$/;

function localConstant(file: string, name: string): unknown {
  const source = readFileSync(join(REPO_ROOT, file), 'utf8');
  const match = new RegExp(`\\bconst ${name}(?:\\s*:[^=]+)?\\s*=\\s*([^;\\n]+);`).exec(source);
  const literal = match?.[1]?.trim();
  if (literal === undefined) throw new Error(`${file} has no constant ${name}`);
  if (numberLiteral.test(literal))
    return literal.split('*').reduce((product, factor) => product * Number(factor.trim().replace(/_/g, '')), 1);
  if (/^'[^']*'$/.test(literal)) return literal.slice(1, -1);
  throw new Error(`${file}: ${name} is not a plain number or string (${literal}); export it`);
}

const isExported = (file: string, name: string) =>
  new RegExp(`export (const|let|function) ${name}\\b`).test(readFileSync(join(REPO_ROOT, file), 'utf8'));

/** The value `accessor` (NAME or NAME.key.key) names in `file`. */
export async function codeValue(file: string, accessor: string): Promise<unknown> {
  const [name = '', ...path] = accessor.split('.');
  let value: unknown = isExported(file, name)
    ? ((await import(/* @vite-ignore */ join(REPO_ROOT, file))) as Record<string, unknown>)[name]
    : localConstant(file, name);
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** A value as the spec writes it: a number (with `_` separators), a 'string', a [list] or a /pattern/. */
export function specValue(written: string): unknown {
  if (/^\/.*\/[a-z]*$/.test(written)) return written;
  if (/^[[']/.test(written)) return JSON.parse(written.replace(/'/g, '"')) as unknown;
  if (/^-?[\d_.]+$/.test(written)) return Number(written.replace(/_/g, ''));
  if (written === 'true' || written === 'false') return written === 'true';
  throw new Error(`cannot read the value \`${written}\``);
}

/** The code's value in the spec's terms (a pattern compares as its source text). */
export const comparable = (value: unknown): unknown => (value instanceof RegExp ? String(value) : value);
