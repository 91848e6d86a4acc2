// One whole-pipeline run (processDocument: extract, find notes, audit, one report per note) on a merged chart, in a
// process of its own so its peak memory is the engine's alone. Run by run-engine-bench.ts, which prints the figures.
// Prints one JSON line: { pages, notes, ms, cpuMs, peakRssMb }.
import { readFileSync } from 'node:fs';
import { processDocument } from '@healthcare-portal/engine';
import { nodeEngineAssets } from '@healthcare-portal/engine/node';

const [file, metaFile] = process.argv.slice(2);
if (!file || !metaFile) throw new Error('usage: process-chart FILE.pdf FILE.json');
const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
  patient: { name: string; dob: string; subscriberId: string };
  priorReports: { id: string; noteDate?: string; text: string }[];
};

let sampled = 0;
const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 10);
const cpu = process.cpuUsage();
const start = performance.now();
const result = await processDocument({
  pdf: new Uint8Array(readFileSync(file)),
  patient: meta.patient,
  allowMultiNote: true,
  priorReports: meta.priorReports,
  performedBy: { fullName: 'Bench', role: 'Auditor User' },
  auditDate: '2025-07-01T00:00:00Z',
  ...(await nodeEngineAssets()),
});
const ms = performance.now() - start;
const used = process.cpuUsage(cpu);
clearInterval(sampler);
// The kernel's high-water mark sees peaks between samples; sampling is the fallback off Linux.
const hwm = /VmHWM:\s+(\d+) kB/.exec(readProcStatus())?.[1];
const peak = Math.max(sampled, hwm ? Number(hwm) * 1024 : 0);
console.log(
  JSON.stringify({
    pages: result.pageCount,
    notes: result.notes.length,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: peak / 1e6,
  }),
);

function readProcStatus(): string {
  try {
    return readFileSync('/proc/self/status', 'utf8');
  } catch {
    return '';
  }
}
