import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles } from '../docs/code-text';
import { REPO_ROOT } from '../docs/spec-docs';

// The repository carries its own specification (docs/spec): whoever clones it can read every rule the code points
// to. So nothing may cite the product files kept beside the project, and every citation of a doc must name a file
// and a heading that exist.

// Spelled in parts so that this file does not name them itself.
const OUTSIDE_DOCS = ['SPEC', 'DECISIONS', 'ARCHITECTURE', 'STYLE'].map((name) => `${name}.md`);
const OUTSIDE_DOC = new RegExp(`\\b(${OUTSIDE_DOCS.map((name) => name.replace('.', '\\.')).join('|')})\\b`);

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|sql|ya?ml|html|css|sh|txt)$|(^|\/)(README|run)$/;

const textFiles = () =>
  repoFiles(['.'])
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json') && existsSync(join(REPO_ROOT, file)))
    .map((file) => ({ file, text: readFileSync(join(REPO_ROOT, file), 'utf8') }));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 ... */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

// A doc cited with a heading: a path from the root (docs/spec/screens.md#route-guard) or a link relative to its file.
const CITATION = /(?<![\w/:.-])((?:\.\.?\/)*[\w./-]*\.md)#([\w-]+)/g;

describe('the repository owns its docs', () => {
  const files = textFiles();

  it('names none of the product files kept beside the project', () => {
    const found = files.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => (OUTSIDE_DOC.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });

  it('cites only docs and headings that exist', () => {
    const anchors = new Map<string, Set<string> | null>();
    const anchorsAt = (path: string) => {
      if (!anchors.has(path))
        anchors.set(path, existsSync(join(REPO_ROOT, path)) ? anchorsOf(readFileSync(join(REPO_ROOT, path), 'utf8')) : null);
      return anchors.get(path) ?? null;
    };
    const broken = files.flatMap(({ file, text }) =>
      [...text.matchAll(CITATION)].flatMap(([citation, path = '', anchor = '']) => {
        // Relative to the citing file (a link), else to the repository root (a path in a comment).
        const candidates = [normalize(join(dirname(file), path)), normalize(path)];
        const target = candidates.find((candidate) => anchorsAt(candidate) !== null);
        if (target === undefined) return [`${file}: ${citation} names no file`];
        return anchorsAt(target)?.has(anchor) ? [] : [`${file}: ${citation} names no heading of ${target}`];
      }),
    );
    expect(broken).toEqual([]);
  });
});
