import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../fixtures/documents/hanging-tesseract.ts';
import { processHelper } from './process-helper.ts';
import { runProcess } from './run-process.mjs';

const HELPER_MODULE = fileURLToPath(new URL('./process-helper.ts', import.meta.url));

/** No sockets' folder left in `tmp` (then removed), once the helper has seen its parent gone: a moment, not a fixed wait. */
async function expectNoFolderIn(tmp: string) {
  const folders = () => readdirSync(tmp).filter((name) => name.startsWith('hcp-spawn-'));
  for (let waited = 0; folders().length > 0 && waited < 10_000; waited += 50) await sleep(50);
  expect(folders()).toEqual([]);
  rmSync(tmp, { recursive: true });
}

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
    const script = `const { processHelper } = await import(${JSON.stringify(HELPER_MODULE)}); const r = await processHelper()({ command: 'true', args: [] }); console.log(r.code);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TMPDIR: tmp },
    });
    expect(out.toString().trim()).toBe('0');
    expect(readdirSync(tmp).filter((name) => name.startsWith('hcp-spawn-'))).toEqual([]);
    rmSync(tmp, { recursive: true });
  });

  it('leaves no folder behind when its process is killed', async () => {
    // A killed process runs none of its code (the tests' and the cluster's nodes end so): the helper, which outlives
    // it by design, removes the folder as it sees its parent gone.
    const tmp = mkdtempSync(join(tmpdir(), 'hcp-helper-killed-'));
    const script = `const { processHelper } = await import(${JSON.stringify(HELPER_MODULE)}); const r = await processHelper()({ command: 'true', args: [] }); console.log(r.code); setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [code] = (await once(child.stdout, 'data')) as Buffer[];
    expect(String(code).trim()).toBe('0');
    expect(readdirSync(tmp).filter((name) => name.startsWith('hcp-spawn-'))).toHaveLength(1);
    child.kill('SIGKILL');
    await once(child, 'close');
    await expectNoFolderIn(tmp);
  });

  it.each(['ends', 'is terminated'])('leaves no folder behind when its thread %s', async (how) => {
    // A server's engine threads are worker threads, which end (or are terminated by their pool) while the process
    // goes on: each used to leave its empty hcp-spawn-* folder behind.
    const tmp = mkdtempSync(join(tmpdir(), 'hcp-helper-thread-'));
    const thread = new Worker(
      `const { parentPort } = require('node:worker_threads');
       import('tsx/esm/api')
         .then(({ register }) => (register(), import(${JSON.stringify(HELPER_MODULE)})))
         .then(({ processHelper }) => processHelper()({ command: 'true', args: [] }))
         .then((r) => parentPort.postMessage(r.code));`,
      { eval: true, env: { ...process.env, TMPDIR: tmp } },
    );
    const ended = new Promise((settle) => thread.once('exit', settle));
    expect(await new Promise((settle) => thread.once('message', settle))).toBe(0);
    if (how === 'is terminated') await thread.terminate();
    await ended;
    await expectNoFolderIn(tmp);
  });
});

describe('when the spawn helper cannot serve, processes start from here and it says so', () => {
  // What a request gives run here: the helper is only a cheaper way to start the same process.
  const request = { command: 'sh', args: ['-c', 'cat; echo $PPID >&2'], input: [new Uint8Array([7, 8, 9])] };
  const parentOf = ({ stderr }: { stderr: string }) => Number(stderr.trim());

  it('a helper whose script cannot start: this request and the next', async () => {
    const reasons: string[] = [];
    const helper = processHelper({ helper: () => '/nonexistent/spawn-helper.mjs', onFallback: (reason) => reasons.push(reason) });
    const first = await helper(request);
    expect([...first.stdout]).toEqual([7, 8, 9]);
    expect(parentOf(first)).toBe(process.pid);
    expect(parentOf(await helper(request))).toBe(process.pid);
    expect(reasons).toEqual(['the spawn helper ended before its first answer (1)']);
  });

  it('a helper that cannot be found where this module is (as when Vite rewrites its address)', async () => {
    const reasons: string[] = [];
    const missing = () => {
      throw Object.assign(new Error('Cannot find module'), { code: 'MODULE_NOT_FOUND' });
    };
    const helper = processHelper({ helper: missing, onFallback: (reason) => reasons.push(reason) });
    expect(parentOf(await helper(request))).toBe(process.pid);
    expect(reasons).toEqual(['the spawn helper could not start (MODULE_NOT_FOUND)']);
  });

  it('a temporary folder whose path is too long for a socket', async () => {
    // Linux cuts a socket's path at 107 bytes without a word: the helper would look for a socket that is not there.
    const long = join(mkdtempSync(join(tmpdir(), 'hcp-helper-long-')), 'x'.repeat(100));
    mkdirSync(long);
    const reasons: string[] = [];
    const before = process.env.TMPDIR;
    process.env.TMPDIR = long;
    try {
      const helper = processHelper({ onFallback: (reason) => reasons.push(reason) });
      const ran = await helper(request);
      expect([...ran.stdout]).toEqual([7, 8, 9]);
      expect(parentOf(ran)).toBe(process.pid);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^the temporary folder's path is too long for a socket \(\d+ bytes\)$/);
    // Found before a helper starts: nothing of it is left there.
    expect(readdirSync(long)).toEqual([]);
    rmSync(dirname(long), { recursive: true });
  });

  it('a helper that takes its request and ends before its first answer: the request fails, and is not run twice', async () => {
    // It may have started the process: running it here too could read a page twice.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-helper-dies-'));
    const dies = join(dir, 'dying-helper.mjs');
    const frames = JSON.stringify(fileURLToPath(new URL('./process-frames.mjs', import.meta.url)));
    writeFileSync(
      dies,
      `import { connect } from 'node:net'; import { FrameReader } from ${frames};
       const reader = new FrameReader((id, { socket }) => connect(socket).once('connect', () => process.exit(3)));
       process.stdin.on('data', (chunk) => reader.push(chunk));`,
    );
    const reasons: string[] = [];
    const helper = processHelper({ helper: () => dies, onFallback: (reason) => reasons.push(reason) });
    await expect(helper(request)).rejects.toThrow('the spawn helper ended');
    // The next one is not given to a helper that never worked.
    expect(parentOf(await helper(request))).toBe(process.pid);
    expect(reasons).toEqual(['the spawn helper ended before its first answer (3)']);
    rmSync(dir, { recursive: true });
  });

  it('a helper that never takes its request: the request runs here after the bound, and the helper stays', async () => {
    // A stand-in that reads its requests and does nothing with them, as a stuck or starved helper would.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-helper-stuck-'));
    const stuck = join(dir, 'stuck-helper.mjs');
    writeFileSync(stuck, 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0));');
    const reasons: string[] = [];
    const helper = processHelper({ helper: () => stuck, connectMs: 300, onFallback: (reason) => reasons.push(reason) });
    const [first, second] = await Promise.all([helper(request), helper(request)]);
    expect([first, second].map(parentOf)).toEqual([process.pid, process.pid]);
    expect(reasons).toEqual(['the spawn helper did not take a request within 0.3 s']);
    await helper.stop();
    rmSync(dir, { recursive: true });
  });
});
