import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../fixtures/documents/hanging-tesseract.ts';
import { processHelper } from './process-helper.ts';
import { runProcess } from './run-process.mjs';

describe('processes run from the spawn helper', () => {
  const helper = processHelper();
  afterAll(() => helper.stop());

  it('gives what running the process here gives: its output of the input written to it, its exit and its errors', async () => {
    // Parts as a page run's TIFF comes (header, directory, two megabytes of pixels): read back byte for byte.
    const pixels = new Uint8Array(2 * 1024 * 1024).map((_, i) => (i * 7) % 251);
    const input = [new Uint8Array([1, 2, 3]), pixels, new Uint8Array([4])];
    const request = { command: 'sh', args: ['-c', 'cat; echo "$GREETING" >&2; exit 3'], env: { GREETING: 'hello' }, input };
    const [here, there] = await Promise.all([runProcess(request), helper(request)]);
    expect(there.code).toBe(3);
    expect(there.stderr).toBe('hello\n');
    expect(Buffer.compare(there.stdout, Buffer.concat(input))).toBe(0);
    expect({ ...there, stdout: there.stdout.length }).toEqual({ ...here, stdout: here.stdout.length });
  });

  it('starts them from its own small process, not from this one', async () => {
    const { stdout } = await helper({ command: 'sh', args: ['-c', 'echo $PPID'] });
    const parent = Number(stdout.toString());
    expect(parent).not.toBe(process.pid);
    expect(readFileSync(`/proc/${parent}/cmdline`, 'utf8')).toContain('spawn-helper.mjs');
  });

  it('refuses a command that is not there, and runs the next', async () => {
    await expect(helper({ command: 'no-such-command-here', args: [] })).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await helper({ command: 'true', args: [] })).code).toBe(0);
  });

  it('kills a process past its output limit or its time, as here', async () => {
    const tooMuch = await helper({ command: 'cat', args: ['/dev/zero'], stdoutLimit: 1000 });
    expect(tooMuch).toMatchObject({ overLimit: true, code: null, signal: 'SIGKILL' });
    const slow = await helper({ command: 'sleep', args: ['30'], timeoutMs: 200 });
    expect(slow).toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('tells a detached process its group as it starts, and that group can be ended with all it started', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-helper-group-'));
    const pidsFile = join(dir, 'pids');
    let group = 0;
    const ran = helper(
      { command: 'sh', args: ['-c', `sleep 60 & echo $! > "${pidsFile}"; echo $$ >> "${pidsFile}"; wait`], detached: true },
      (pid) => (group = pid),
    );
    while (group === 0 || !existsSync(pidsFile) || readFileSync(pidsFile, 'utf8').trim().split('\n').length < 2) await sleep(20);
    const pids = readFileSync(pidsFile, 'utf8').trim().split('\n').map(Number);
    expect(pids).toContain(group);
    process.kill(-group, 'SIGKILL');
    expect(await ran).toMatchObject({ code: null, signal: 'SIGKILL' });
    rmSync(dir, { recursive: true });
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('fails what is under way when the helper ends, and starts another for the next request', async () => {
    const ran = helper({ command: 'sleep', args: ['30'], timeoutMs: 60_000 });
    const { stdout } = await helper({ command: 'sh', args: ['-c', 'echo $PPID'] });
    helper.stop();
    await expect(ran).rejects.toThrow('the spawn helper ended');
    const again = await helper({ command: 'sh', args: ['-c', 'echo $PPID'] });
    expect(Number(again.stdout.toString())).not.toBe(Number(stdout.toString()));
  });
  it('leaves no folder behind when its process ends', () => {
    // The sockets' private folder would otherwise stay in the temporary folder, one a thread, for every process run.
    const tmp = mkdtempSync(join(tmpdir(), 'hcp-helper-exit-'));
    const helperModule = fileURLToPath(new URL('./process-helper.ts', import.meta.url));
    const script = `const { processHelper } = await import(${JSON.stringify(helperModule)}); const r = await processHelper()({ command: 'true', args: [] }); console.log(r.code);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TMPDIR: tmp },
    });
    expect(out.toString().trim()).toBe('0');
    expect(readdirSync(tmp).filter((name) => name.startsWith('hcp-spawn-'))).toEqual([]);
    rmSync(tmp, { recursive: true });
  });
});
