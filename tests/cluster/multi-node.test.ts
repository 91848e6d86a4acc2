import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { generateChart } from '../../fixtures/charts/generate-chart.ts';
import { startPostgres, type PostgresCluster } from '../../scripts/lib/postgres.mjs';
import { processRequestFor } from '../support/factories/process-request.ts';
import { eventually, type Node, startApi, startWorker, startedJob, stuck, within } from './support/nodes.ts';

// Two API nodes and two worker processes over one Debian PostgreSQL and one S3-compatible store (s3rver), as
// docs/deploy.md describes them; the suite kills and restarts parts and checks what the users would see.
const BUCKET = 'hcp-cluster';
// Longer than the suite waits for any answer: a killed worker's job must be found by its silence, not its timeout.
const JOB_TIMEOUT_SECONDS = 600;
const JOB_WORKER_LOST_SECONDS = 6;

let database: PostgresCluster;
let sql: pg.Pool;
let s3Folder: string;
let s3rver: S3rver;
let s3: S3Client;
let env: Record<string, string>;
let apiA: Node;
let apiB: Node;
const workers: Node[] = [];
const everyNode = () => [apiA, apiB, ...workers].filter(Boolean);

beforeAll(async () => {
  const started = await startPostgres({ quiet: true });
  if (!started) throw new Error('Debian PostgreSQL did not start (npm test installs it with apt-get when missing)');
  database = started;
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => undefined);
  s3Folder = await mkdtemp(join(tmpdir(), 'hcp-cluster-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  s3 = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials });
  env = {
    DATABASE_URL: database.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    DATA_DIR: await mkdtemp(join(tmpdir(), 'hcp-cluster-data-')),
    RUN_JOBS: 'false',
    PROCESSING_THREADS: '1',
    JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
    JOB_WORKER_LOST_SECONDS: String(JOB_WORKER_LOST_SECONDS),
    JOB_MAINTENANCE_SECONDS: '1',
    LOGIN_FAILURES_PER_ADDRESS: '8',
  };
  // All four start together on the empty database: migrations and the queue's schema are installed once (A also
  // seeds the demo accounts before it answers).
  const [a, b, ...others] = await Promise.all([
    startApi('api-a', env, ['--seed-demo']),
    startApi('api-b', env),
    startWorker('worker-1', env),
    startWorker('worker-2', env),
  ]);
  [apiA, apiB] = [a, b];
  workers.push(...others);
}, 600_000);

afterAll(async () => {
  for (const node of [apiA, apiB, ...workers]) await node?.kill('SIGKILL');
  await sql?.end();
  database?.stop();
  await s3rver?.close();
  if (s3Folder) await rm(s3Folder, { recursive: true, force: true });
  if (env?.DATA_DIR) await rm(env.DATA_DIR, { recursive: true, force: true });
}, 60_000);

async function signIn(node: Node, email: string = PACT_USERS.clinical.email, password = DEMO_PASSWORD) {
  const response = await fetch(`${node.base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = /hcp_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  return { status: response.status, cookie };
}

const listReports = (node: Node, cookie: string) =>
  fetch(`${node.base}/api/v1/audit-reports/filter?page=1&limit=10`, { headers: { cookie } }).then((response) => response.status);

type Chart = Awaited<ReturnType<typeof generateChart>>;

async function upload(node: Node, cookie: string, chart: Chart, name: string) {
  const form = new FormData();
  form.append('folder', 'public/documents');
  form.append('files', new Blob([new Uint8Array(chart.pdf)], { type: 'application/pdf' }), name);
  const response = await fetch(`${node.base}/api/v1/s3/upload-multiple-files`, { method: 'POST', headers: { cookie }, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { body: { key: string; fileName: string } }).body;
}

async function processChart(node: Node, cookie: string, chart: Chart, key: string, name: string, progressId?: string) {
  const body = processRequestFor({ s3Key: key, fileName: name, fileType: 'pdf', patient: chart.patient });
  const response = await fetch(`${node.base}/api/v1/rag/process${progressId ? `?progressId=${progressId}` : ''}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, userId: PACT_USERS.clinical.id }),
  });
  const json = (await response.json()) as { message: string; body: { notes: { auditReportId: string }[] } | null };
  return { status: response.status, json };
}

const count = async (query: string, values: unknown[] = []) => Number((await sql.query(query, values)).rows[0]?.n ?? 0);

async function storedKeys(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

const charts = await Promise.all(Array.from({ length: 10 }, (_, i) => generateChart(7100 + i, { notes: 2, wrongPatientPage: false })));

describe('two API nodes and two workers over one PostgreSQL and one S3 store', () => {
  it('keeps a session made on node A on node B, and a sign-out on B ends it on A', async () => {
    const { status, cookie } = await signIn(apiA);
    expect(status).toBe(200);
    expect(await listReports(apiB, cookie)).toBe(200);
    await fetch(`${apiB.base}/api/v1/users/logout`, { method: 'POST', headers: { cookie } });
    expect(await listReports(apiA, cookie)).toBe(401);
  });

  it('processes 10 charts sent across both nodes each exactly once (a twin on the other node included), one set of reports each', async () => {
    const { cookie } = await signIn(apiA);
    const runs = await Promise.all(
      charts.map(async (chart, i) => {
        const [first, second] = i % 2 === 0 ? [apiA, apiB] : [apiB, apiA];
        const stored = await upload(first, cookie, chart, `chart-${i}.pdf`);
        // The same request on both nodes at once: one job, one answer.
        const [one, two] = await Promise.all([
          processChart(first, cookie, chart, stored.key, stored.fileName),
          processChart(second, cookie, chart, stored.key, stored.fileName),
        ]);
        return { stored, one, two };
      }),
    );
    for (const { stored, one, two } of runs) {
      expect(one.status, one.json.message).toBe(200);
      expect(two.json).toEqual(one.json);
      const ids = one.json.body?.notes.map((note) => note.auditReportId) ?? [];
      expect(ids.length).toBeGreaterThan(0);
      expect(await count(`SELECT count(*) AS n FROM audit_reports WHERE document_key = $1`, [stored.key])).toBe(ids.length);
      expect(
        await count(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'process-document' AND data->'request'->>'s3Key' = $1`, [
          stored.key,
        ]),
      ).toBe(1);
    }
    // Both workers took jobs.
    for (const worker of workers) expect(worker.lines.some((line) => line.includes('"job finished"'))).toBe(true);
    expect(await storedKeys('incoming/')).toEqual([]);
  });

  it('retries a job whose worker is killed (SIGKILL) mid-job, found by its silence long before the job timeout: it completes once, no duplicate reports, no orphaned files', async () => {
    const { cookie } = await signIn(apiB);
    const chart = await generateChart(7200, { notes: 12, wrongPatientPage: false });
    const stored = await upload(apiB, cookie, chart, 'killed.pdf');
    const answer = processChart(apiB, cookie, chart, stored.key, stored.fileName, randomUUID());
    const { jobId, victim } = await eventually('a worker to start the job', everyNode, async () => {
      const row = await sql.query(`SELECT job_id FROM processing_requests WHERE owner_id = $1 AND state = 'queued'`, [
        PACT_USERS.clinical.id,
      ]);
      const queued = String(row.rows[0]?.job_id ?? '');
      const started = queued ? workers.find((worker) => startedJob(worker, queued)) : undefined;
      return started ? { jobId: queued, victim: started } : undefined;
    });
    await victim.kill('SIGKILL');
    const { status, json } = await within('the answer after the SIGKILL', everyNode, answer);
    expect(status, json.message).toBe(200);
    const survivor = workers.find((worker) => worker !== victim);
    expect(survivor && startedJob(survivor, jobId)).toBe(true);
    const ids = json.body?.notes.map((note) => note.auditReportId) ?? [];
    expect(await count(`SELECT count(*) AS n FROM audit_reports WHERE document_key = $1`, [stored.key])).toBe(ids.length);
    // Every stored report file belongs to a report row, and nothing waits in incoming/.
    const reportKeys = new Set((await sql.query(`SELECT report_key FROM audit_reports`)).rows.map((row) => String(row.report_key)));
    expect((await storedKeys('reports/')).filter((key) => !reportKeys.has(key))).toEqual([]);
    expect(await storedKeys('incoming/')).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM job_holders`)).toBe(0);
    workers.splice(workers.indexOf(victim), 1, await startWorker('worker-3', env));
  });

  it('fails a poisoned job (it kills its worker on every try) after JOB_ATTEMPTS tries, with a message the user can act on', async () => {
    const { cookie } = await signIn(apiB);
    const chart = await generateChart(7400, { notes: 12, wrongPatientPage: false });
    const stored = await upload(apiB, cookie, chart, 'poison.pdf');
    const answer = processChart(apiB, cookie, chart, stored.key, stored.fileName);
    const jobId = await eventually('the poisoned job to be queued', everyNode, async () => {
      const row = await sql.query(`SELECT job_id FROM processing_requests WHERE state = 'queued'`);
      return row.rows[0]?.job_id ? String(row.rows[0].job_id) : undefined;
    });
    // Every worker that starts this job dies at once, as with a document that crashes the engine; new ones replace them.
    let settled = false;
    void answer.finally(() => (settled = true));
    // Replacements join the pool as soon as they are ready, so the job's next try may land on one of them.
    const replacements: Promise<number>[] = [];
    const giveUpSeconds = 200;
    const giveUpAt = Date.now() + giveUpSeconds * 1000;
    while (!settled) {
      if (Date.now() > giveUpAt) throw stuck('the poisoned job to end', giveUpSeconds, everyNode());
      const victim = workers.find((worker) => startedJob(worker, jobId));
      if (victim) {
        workers.splice(workers.indexOf(victim), 1);
        await victim.kill('SIGKILL');
        replacements.push(startWorker(`worker-after-kill-${replacements.length + 1}`, env).then((next) => workers.push(next)));
      }
      await new Promise((done) => setTimeout(done, 20));
    }
    await Promise.all(replacements);
    const kills = replacements.length;
    const { status, json } = await within('the answer for the poisoned job', everyNode, answer);
    expect(status).toBe(422);
    expect(json.message).toBe(
      'The document could not be processed: processing stopped 3 times before it finished. Try again later, or upload the document in smaller parts.',
    );
    expect(kills).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM audit_reports WHERE document_key = $1`, [stored.key])).toBe(0);
    // The claim is gone: the user may try again (and a fixed worker would then process it).
    expect(await count(`SELECT count(*) AS n FROM processing_requests WHERE job_id = $1`, [jobId])).toBe(0);
  });

  it('keeps serving on node B when node A is killed', async () => {
    await apiA.kill('SIGKILL');
    const { status, cookie } = await signIn(apiB);
    expect(status).toBe(200);
    expect(await listReports(apiB, cookie)).toBe(200);
    apiA = await startApi('api-a-again', env);
    expect((await signIn(apiA)).status).toBe(200);
  });

  it('recovers from a PostgreSQL restart without restarting any process: a job under way completes, nothing committed is lost', async () => {
    const before = await count(`SELECT count(*) AS n FROM audit_reports`);
    const { cookie } = await signIn(apiB);
    const chart = await generateChart(7300, { notes: 12, wrongPatientPage: false });
    const stored = await upload(apiB, cookie, chart, 'across-restart.pdf');
    const answer = processChart(apiB, cookie, chart, stored.key, stored.fileName);
    await eventually('the job to be queued', everyNode, async () =>
      (await count(`SELECT count(*) AS n FROM processing_requests WHERE state = 'queued'`)) > 0 ? true : undefined,
    );
    await sql.end();
    expect(database.restart()).toBe(true);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => undefined);
    expect(await count(`SELECT count(*) AS n FROM audit_reports`)).toBe(before);

    // The request waiting on the job rides out the restart and gets its answer; the reports are stored once.
    const { status, json } = await within('the answer across the restart', everyNode, answer);
    expect(status, json.message).toBe(200);
    const notes = json.body?.notes.length ?? 0;
    expect(await count(`SELECT count(*) AS n FROM audit_reports WHERE document_key = $1`, [stored.key])).toBe(notes);
    // Both nodes and the workers serve new work without a restart.
    const again = await signIn(apiA);
    expect(again.status).toBe(200);
    const next = await upload(apiA, again.cookie, charts[1] as Chart, 'after-restart.pdf');
    expect((await processChart(apiA, again.cookie, charts[1] as Chart, next.key, next.fileName)).status).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM audit_reports`)).toBeGreaterThan(before + notes);
  });

  it('counts failed sign-ins across both nodes: the account locks, then the address is refused, on either node', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await signIn(i % 2 ? apiB : apiA, PACT_USERS.staff.email, 'Wrong@1234')).status);
    // docs/spec/server-rules.md#accounts: the fifth failure in a row locks the account.
    expect(answers).toEqual([401, 401, 401, 401, 423, 423]);
    // LOGIN_FAILURES_PER_ADDRESS is 8 here: the address is refused within a few more failures, then on both nodes.
    const more: number[] = [];
    for (let i = 0; i < 4 && !more.includes(429); i += 1)
      more.push((await signIn(i % 2 ? apiB : apiA, PACT_USERS.admin.email, 'Wrong@1234')).status);
    expect(more).toContain(429);
    expect((await signIn(apiA, PACT_USERS.admin.email, 'Wrong@1234')).status).toBe(429);
    expect((await signIn(apiB, PACT_USERS.admin.email, 'Wrong@1234')).status).toBe(429);
  });
});
