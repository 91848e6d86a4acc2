// The build for a real server must carry no simulator code: no MSW, no seed, no engine, no OCR files.
import { readdirSync, readFileSync } from 'node:fs';
import { run } from './lib/run.mjs';

const root = new URL('../', import.meta.url).pathname;
const outDir = 'dist-real';
const MARKERS = ['mockServiceWorker', '[simulator]', 'tesseract', 'hcp-simulator-db', 'Demo@1234'];
// Files only the simulator build may ship (issue 11, point 16): MSW's service worker would intercept requests.
const SIMULATOR_FILES = [/(^|\/)mockServiceWorker\.js$/];

if ((await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { cwd: root })) !== 0) process.exit(1);

const files = readdirSync(`${root}${outDir}`, { recursive: true }).map(String);
const found = files.filter((file) => SIMULATOR_FILES.some((pattern) => pattern.test(file))).map((file) => `${file}: simulator-only file`);
for (const file of files.filter((name) => /\.(m?js|html|wasm|gz)$/.test(name))) {
  const text = readFileSync(`${root}${outDir}/${file}`, 'latin1');
  for (const marker of MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`);
}
if (found.length > 0) {
  console.error(`The real build contains simulator code:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`The real build (${files.length} files) contains no simulator code.`);
