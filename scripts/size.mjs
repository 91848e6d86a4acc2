// npm run size: builds the portal for a real server and prints the gzip size of what / loads, and of each lazy chunk.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureDependencies } from './lib/ensure.mjs';
import { run } from './lib/run.mjs';

const BUDGET_KB = 150;
const root = new URL('../', import.meta.url).pathname;
const outDir = `${root}dist`;

if (!(await ensureDependencies())) process.exit(1);
if ((await run('npx', ['vite', 'build', '--manifest', '--outDir', 'dist', '--logLevel', 'warn'], { cwd: root })) !== 0) process.exit(1);

const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(`${outDir}/${file}`)).length / 1024;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signIn = Object.keys(manifest).find((key) => key.endsWith('features/auth/routes/sign-in-page.tsx'));
const firstScreen = closure(entry);
if (signIn) closure(signIn, firstScreen);

const firstFiles = [...firstScreen].map((key) => manifest[key].file);
const firstKb = firstFiles.reduce((sum, file) => sum + gzipKb(file), 0);
console.log('\nWhat / loads (gzip):');
for (const file of firstFiles) console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${firstKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);

console.log('\nLazy chunks (gzip):');
const lazy = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, all) => file.endsWith('.js') && !firstFiles.includes(file) && all.indexOf(file) === index)
  .sort((a, b) => gzipKb(b) - gzipKb(a));
for (const file of lazy) console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);

if (firstKb > BUDGET_KB) {
  console.error(`\nThe first screen loads ${firstKb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
