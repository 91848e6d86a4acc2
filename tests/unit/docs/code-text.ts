import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './spec-docs';

// The code's side of the spec check: the source text users' words may come from, and the messages a module writes.

const SOURCE_FOLDERS = ['contracts/api', 'src', 'simulator', 'server/src', 'engine'];

/** Tracked and new (not ignored) files under the given folders, as git sees them. */
export function repoFiles(folders: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...folders], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n').filter(Boolean))];
}

const isProductSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(testing|node_modules)\//.test(file);

/** The product's own source (no tests), joined: where every quoted text of the spec must be found. */
export function productSourceText(): string {
  return repoFiles(SOURCE_FOLDERS)
    .filter(isProductSource)
    .map((file) => readFileSync(join(REPO_ROOT, file), 'utf8'))
    .join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A quoted text of the spec as it may stand in source: `{name}` is any interpolated value, and the text may be split
 * by line breaks or string concatenation ('... ' + '...').
 */
export function sourcePatternOf(specText: string): RegExp {
  const between = `(?:\\s|['"\`]\\s*\\+\\s*['"\`])+`;
  // A value at either end matches anything, so only the text between the first and last value is looked for.
  const parts = specText
    .split(/\{[^}]*\}/)
    .map((part, index, all) => (index === 0 ? part.trimStart() : index === all.length - 1 ? part.trimEnd() : part))
    .filter((part, index, all) => part !== '' || (index > 0 && index < all.length - 1))
    .map((part) => escape(part).replace(/ +/g, between));
  return new RegExp(parts.join('[\\s\\S]{0,200}?'));
}

/** The literal text of a string or template (holes as `{}`), or null for any other node. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return null;
}

/** Text that reads as a message: a capital letter (or a value) first, and more than one word. */
const isMessageLike = (text: string) => /^(\{\}|[A-Z])/.test(text) && /\S\s+\S/.test(text);

/** Every message-like string a source file writes (comments and import paths are not strings of the program). */
export function messagesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text = literalText(node);
    if (text !== null) {
      if (isMessageLike(text)) found.push(text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A message written in code as it may stand in the spec: each `{}` hole is any `{name}` (or any words). */
export const specPatternOf = (message: string): RegExp =>
  new RegExp(
    message
      .split('{}')
      .map((part) => escape(part).replace(/\s+/g, '\\s+'))
      .join('.*?'),
  );
