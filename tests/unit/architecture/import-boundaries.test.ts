import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The folder rules of the README's 'Who may import whom', checked by linting a one-line file placed in each folder.
const eslint = new ESLint({ cwd: new URL('../../../', import.meta.url).pathname });

async function problemsOf(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null).map((message) => message.message);
}

describe('import boundaries (ESLint)', () => {
  it('stops the simulator importing the portal', async () => {
    const problems = await problemsOf('simulator/handlers/probe.ts', "import { paths } from '@/config/paths';\nexport const p = paths;\n");
    expect(problems.join('\n')).toMatch(/never from the portal/);
  });

  it('keeps the contract pure of any provider and of the portal', async () => {
    const problems = await problemsOf('contracts/api/probe.ts', "import { db } from '../../simulator/db';\nexport const d = db;\n");
    expect(problems.join('\n')).toMatch(/imports nothing of the project/);
    const portal = await problemsOf('contracts/probe.ts', "import { login } from '../src/api/users/login';\nexport const l = login;\n");
    expect(portal.join('\n')).toMatch(/no portal code, no provider/);
    const pactTest = await problemsOf(
      'tests/contracts/users/probe.ts',
      "import { db } from '../../../simulator/db';\nexport const d = db;\n",
    );
    expect(pactTest.join('\n')).toMatch(/never take anything from a provider/);
  });

  it('keeps the portal from knowing the simulator', async () => {
    const problems = await problemsOf('src/lib/probe.ts', "import { db } from '../../simulator/db';\nexport const d = db;\n");
    expect(problems.join('\n')).toMatch(/must not know whether a simulator answers/);
  });

  it('lets nobody reach inside the engine past its exports', async () => {
    const problems = await problemsOf(
      'simulator/handlers/probe.ts',
      "import { formatLimit } from '../../engine/merge/limits';\nexport const f = formatLimit;\n",
    );
    expect(problems.join('\n')).toMatch(/never a file inside it/);
  });

  it('keeps the engine to itself', async () => {
    const problems = await problemsOf('engine/text/probe.ts', "import { db } from '../../simulator/db';\nexport const d = db;\n");
    expect(problems.join('\n')).toMatch(/imports nothing of the project outside engine/);
  });

  it('lets the engine take the display date from the contract, and nothing else of it (docs/dates.md)', async () => {
    const allowed = await problemsOf(
      'engine/render/probe.ts',
      "import { displayDate } from '@healthcare-portal/contracts/display-date';\nexport const d = displayDate;\n",
    );
    expect(allowed).toEqual([]);
    const refused = await problemsOf(
      'engine/render/probe.ts',
      "import { userSchema } from '@healthcare-portal/contracts/user';\nexport const u = userSchema;\n",
    );
    expect(refused.join('\n')).toMatch(/imports nothing of the project outside engine/);
  });

  it('keeps the two backends apart: the simulator and the server never import each other', async () => {
    const fromSimulator = await problemsOf(
      'simulator/handlers/probe.ts',
      "import { loadConfig } from '../../server/src/config';\nexport const l = loadConfig;\n",
    );
    expect(fromSimulator.join('\n')).toMatch(/never from the portal or the server/);
    const fromServer = await problemsOf(
      'server/src/routes/probe.ts',
      "import { db } from '../../../simulator/db';\nexport const d = db;\n",
    );
    expect(fromServer.join('\n')).toMatch(/knows neither the portal nor the simulator/);
  });

  it('keeps the rules free of either backend, the portal and Node', async () => {
    const backend = await problemsOf('rules/accounts/probe.ts', "import { db } from '../../simulator/db';\nexport const d = db;\n");
    expect(backend.join('\n')).toMatch(/never a backend, the portal or a test/);
    const node = await problemsOf('rules/accounts/probe.ts', "import { createHash } from 'node:crypto';\nexport const h = createHash;\n");
    expect(node.join('\n')).toMatch(/no React, MSW, DOM or Node APIs/);
    const portal = await problemsOf(
      'src/lib/probe.ts',
      "import { Refusal } from '@healthcare-portal/rules/refusal';\nexport const r = Refusal;\n",
    );
    expect(portal.join('\n')).toMatch(/must not know the backends’ rules/);
  });

  it('keeps the server’s job queue free of the documents that use it', async () => {
    const problems = await problemsOf(
      'server/src/jobs/probe.ts',
      "import { runMergeJob } from '../documents/run-merge.ts';\nexport const r = runMergeJob;\n",
    );
    expect(problems.join('\n')).toMatch(/server\/src\/documents uses them, never the reverse/);
  });

  it('keeps test fixtures out of what runs in production: the seeds take their charts from demo/', async () => {
    const seed = await problemsOf(
      'server/src/seed/probe.ts',
      "import { generateChart } from '../../../fixtures/charts/quality-families';\nexport const g = generateChart;\n",
    );
    expect(seed.join('\n')).toMatch(/Production code never imports tests or test fixtures/);
    const demo = await problemsOf(
      'simulator/seed/probe.ts',
      "import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';\nexport const g = generateChart;\n",
    );
    expect(demo).toEqual([]);
  });

  it('lets nobody reach into the rules by a path', async () => {
    const problems = await problemsOf(
      'server/src/routes/probe.ts',
      "import { Refusal } from '../../../rules/refusal';\nexport const r = Refusal;\n",
    );
    expect(problems.join('\n')).toMatch(/never by a path into the folder/);
  });

  it('accepts the same imports through the allowed doors', async () => {
    const problems = await problemsOf(
      'simulator/handlers/probe.ts',
      "import { formatLimit } from '@healthcare-portal/engine/limits';\nimport { fileUrl } from '@healthcare-portal/contracts/files';\nimport { Refusal } from '@healthcare-portal/rules/refusal';\nexport const f = [formatLimit, fileUrl, Refusal];\n",
    );
    expect(problems).toEqual([]);
  });
});
