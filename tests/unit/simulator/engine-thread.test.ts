import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { runJob, type EngineJob } from '@healthcare-portal/engine/jobs';
import { nodeEngineAssets } from '@healthcare-portal/engine/node';
import { runInEngineThread } from '@sim/engine-host/node-engine-runner';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';

const processJob = async (): Promise<EngineJob> => {
  const chart = await generateChart(4, { notes: 3, wrongPatientPage: false, cloneRate: 0 });
  return {
    kind: 'process',
    input: {
      pdf: chart.pdf,
      patient: chart.patient,
      allowMultiNote: true,
      performedBy: { fullName: 'Thread Test', role: 'Auditor User' },
      auditDate: '2025-07-01T09:00:00Z',
    },
  };
};

/**
 * The share of the time the event loop was busy while `work` ran (0..1), rather than its longest stall: with pdf.js in
 * a thread of its own and reports drawn in a few milliseconds, the engine in the process keeps the loop busy in short
 * pieces, whose longest is no longer above the noise of a loaded machine.
 */
async function busyShare(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).utilization;
}

describe('the HTTP simulator’s engine thread', () => {
  it('processes a chart in a worker thread with progress, and the same notes as in the process', async () => {
    const progress: string[] = [];
    const threaded = await runInEngineThread(await processJob(), (event) => progress.push(event.stage));
    const direct = await runJob(await processJob(), () => undefined, nodeEngineAssets);
    if (!('notes' in threaded) || !('notes' in direct)) throw new Error('a process job answers notes');
    expect(threaded.notes.map((note) => note.header)).toEqual(direct.notes.map((note) => note.header));
    expect(progress).toContain('render');
  }, 60_000);

  it('keeps the event loop free while a chart is processed, unlike running it in the process (same run, compared)', async () => {
    const [first, second] = [await processJob(), await processJob()];
    const inProcess = await busyShare(() => runJob(first, () => undefined, nodeEngineAssets));
    const inThread = await busyShare(() => runInEngineThread(second, () => undefined));
    expect(inThread).toBeLessThan(inProcess);
  }, 60_000);
});
