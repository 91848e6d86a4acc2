// An earlier commit of the project, ready to run beside the working tree, so a benchmark measures "before" and
// "after" in the same run on the same loaded machine. The commit's files come from `git archive` into a folder under
// the system's temporary directory; its node_modules borrows every package of this tree's node_modules (same lock
// file assumed) except the project's own workspaces (package.json's), which point at the commit's own folders.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

// The project's own packages, as package.json names them (a commit from before one existed gets a link to nothing).
const WORKSPACES = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

/** The full commit id of a ref (a branch, a tag, a short id), or an error naming the ref. */
export function commitOf(ref: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`No commit named ${ref} in this repository`);
  }
}

/**
 * The folder holding `ref`'s files, made on first use (kept for the next run; delete it when done). Its .ready names
 * the tree whose node_modules it borrows: a folder another checkout made is made again, since that checkout's
 * packages may be gone.
 */
export function beforeTree(ref: string): string {
  const commit = commitOf(ref);
  const dir = join(tmpdir(), `hcp-bench-${commit.slice(0, 12)}`);
  const ready = join(dir, '.ready');
  if (existsSync(ready) && readFileSync(ready, 'utf8') === ROOT) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  linkModules(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const workspace of WORKSPACES) {
    const own = join(ROOT, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, workspace))) symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
  writeFileSync(ready, ROOT);
  return dir;
}

function linkModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@healthcare-portal') {
      // Relative, as npm makes them: they resolve to the commit's own workspaces.
      mkdirSync(join(to, entry));
      for (const workspace of WORKSPACES) symlinkSync(`../../${workspace}`, join(to, entry, workspace));
    } else {
      symlinkSync(join(from, entry), join(to, entry));
    }
  }
}
