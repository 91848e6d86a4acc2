import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as EngineNode from '@healthcare-portal/engine/node';

// As the simulator loads them (a specifier Vite leaves alone), so a module that throws fails a test, not the file.
const ENGINE_NODE = '@healthcare-portal/engine/node';
const engineNode = () => import(/* @vite-ignore */ ENGINE_NODE) as Promise<typeof EngineNode>;

// The simulator's direct path (simulator/engine-host/run-engine-job.ts) loads the engine's Node adapters in this
// browser-like environment, where Vite transforms modules as for a page: a module of them that throws as it loads
// (a `new URL(..., import.meta.url)` rewritten to a web address, say) fails every job, text charts included.
describe("the engine's Node adapters under the component tests' environment", () => {
  it('load, and give the assets a job takes', async () => {
    const { nodeEngineAssets } = await engineNode();
    const assets = await nodeEngineAssets();
    expect(Object.keys(assets).sort()).toEqual(['deflate', 'fonts', 'inflate', 'ocr', 'pdfThread']);
  });

  it('start processes from the spawn helper here too', async () => {
    const { processHelper } = await engineNode();
    const reasons: string[] = [];
    const helper = processHelper({ onFallback: (reason) => reasons.push(reason) });
    try {
      const { code, stdout } = await helper({ command: 'sh', args: ['-c', 'echo $PPID'] });
      expect(code).toBe(0);
      expect(readFileSync(`/proc/${Number(stdout.toString())}/cmdline`, 'utf8')).toContain('spawn-helper.mjs');
      expect(reasons).toEqual([]);
    } finally {
      await helper.stop();
    }
  });
});
