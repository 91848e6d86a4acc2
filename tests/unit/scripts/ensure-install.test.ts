import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installIsCurrent } from '../../../scripts/lib/ensure.mjs';

// npm test and npm start install (npm ci) only when needed: after any change to the lock or a package.json.
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function project(): string {
  dir = `${mkdtempSync(join(tmpdir(), 'hcp-ensure-'))}/`;
  mkdirSync(`${dir}rules`);
  mkdirSync(`${dir}node_modules`);
  writeFileSync(`${dir}package.json`, JSON.stringify({ workspaces: ['rules'] }));
  writeFileSync(`${dir}rules/package.json`, '{}');
  writeFileSync(`${dir}package-lock.json`, '{}');
  return dir;
}

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

describe('when npm test installs', () => {
  it('installs when node_modules was never installed', () => {
    expect(installIsCurrent(project())).toBe(false);
  });

  it('skips an install newer than the lock and every package.json, and installs after any of them changes', () => {
    const root = project();
    writeFileSync(`${root}node_modules/.package-lock.json`, '{}');
    for (const file of ['package.json', 'rules/package.json', 'package-lock.json']) at(`${root}${file}`, 1000);
    at(`${root}node_modules/.package-lock.json`, 2000);
    expect(installIsCurrent(root)).toBe(true);
    at(`${root}rules/package.json`, 3000);
    expect(installIsCurrent(root)).toBe(false);
  });
});
