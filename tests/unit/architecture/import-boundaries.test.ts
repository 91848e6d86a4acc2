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

  it('keeps the contract pure of any provider', async () => {
    const problems = await problemsOf('contracts/api/probe.ts', "import { db } from '../../simulator/db';\nexport const d = db;\n");
    expect(problems.join('\n')).toMatch(/import nothing but zod/);
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

  it('accepts the same imports through the allowed doors', async () => {
    const problems = await problemsOf(
      'simulator/handlers/probe.ts',
      "import { formatLimit } from '@healthcare-portal/engine/limits';\nimport { fileUrl } from '@healthcare-portal/contracts/files';\nexport const f = [formatLimit, fileUrl];\n",
    );
    expect(problems).toEqual([]);
  });
});
