// Is tesseract's own CPU a page higher when more of its processes run at once than there are cores? Run by hand
// (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/ocr-oversubscribed.ts [--scanned 20] [--reps 2]
// The processing benchmark's 'API node + 2 workers' setup runs two workers of `cores` engine threads each, so
// 2 x cores tesseract processes at once, where its reference runs `cores`. This script reads the JPEG chart's pages
// as the engine does (djpeg, the engine's preparation, the native recogniser's runs of two pages) with `cores`
// process slots and with twice as many, alternating, and the reference's way (tesseract on each page's JPEG file)
// with `cores` and twice as many at once: tesseract's CPU milliseconds a page (this process's children) each way.
// bench/README.md ('Ninth round') has a run.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createOcrSlots, djpegDecoder, inflateExactly, nativeTesseractOcr } from '@healthcare-portal/engine/node';
import { openScanImages, prepareForOcr } from '@healthcare-portal/engine/stages';
import { scannedChart } from '../lib/charts.ts';
import { printTable } from '../lib/table.ts';
import { cores, tesseract } from './native.ts';
import { processCpu } from './process-cpu.ts';

const { values } = parseArgs({ options: { scanned: { type: 'string', default: '20' }, reps: { type: 'string', default: '2' } } });
const chart = await scannedChart(Number(values.scanned), 'jpeg');
const scans = await openScanImages(new Uint8Array(readFileSync(chart.file)), chart.pages, inflateExactly, djpegDecoder());
const prepared: ReturnType<typeof prepareForOcr>['image'][] = [];
for (let page = 1; page <= chart.pages; page++) {
  const image = await scans.imageOf(page);
  if (!image || !('pixels' in image)) throw new Error(`page ${page} is not a plain JPEG scan`);
  prepared.push(prepareForOcr(image).image);
}

/** tesseract's CPU a page (this process's ended children) and the words read, for one way of reading every page. */
async function childCpuPerPage(read: () => Promise<string>): Promise<{ ms: number; words: string }> {
  const before = processCpu('self').children;
  const words = await read();
  return { ms: (processCpu('self').children - before) / chart.pages, words };
}

/** The engine's way: every page handed at once to the native recogniser with `slots` processes. */
const engineWay = (slots: number) => async () => {
  const recogniser = await nativeTesseractOcr({ slots: createOcrSlots(slots) })();
  const results = await Promise.all(prepared.map((image) => recogniser.recognize(image)));
  await recogniser.terminate();
  return results.map((result) => result.lines.flatMap((line) => line.words.map((word) => word.text)).join(' ')).join('\n');
};

/** The reference's way (native.ts): tesseract on each page's JPEG file, `lanes` processes at once. */
const referenceWay = (lanes: number) => async () => {
  await tesseract(chart, 'packaged', lanes);
  return '';
};

const ways: [string, () => Promise<string>][] = [
  [`engine, ${cores} slots`, engineWay(cores)],
  [`engine, ${2 * cores} slots`, engineWay(2 * cores)],
  [`reference, ${cores} at once`, referenceWay(cores)],
  [`reference, ${2 * cores} at once`, referenceWay(2 * cores)],
];
const figures = new Map<string, number[]>(ways.map(([name]) => [name, []]));
const words = new Map<string, string>();
for (let rep = 0; rep < Number(values.reps); rep++) {
  for (const [name, way] of rep % 2 === 0 ? ways : [...ways].reverse()) {
    const { ms, words: read } = await childCpuPerPage(way);
    figures.get(name)?.push(ms);
    if (read) words.set(name, read);
  }
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const base = (name: string) => median(figures.get(name.replace(/\d+ (slots|at once)$/, `${cores} $1`)) ?? []);
printTable(
  ['way', 'tesseract CPU ms a page (runs)', 'against the same way at cores'],
  ways.map(([name]) => {
    const list = figures.get(name) ?? [];
    return [
      name,
      `${median(list).toFixed(0)} (${list.map((ms) => ms.toFixed(0)).join(', ')})`,
      `${(median(list) / base(name)).toFixed(3)}x`,
    ];
  }),
);
console.log(
  `engine's words the same at ${cores} and ${2 * cores} slots: ${words.get(ways[0]?.[0] ?? '') === words.get(ways[1]?.[0] ?? '')}`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
