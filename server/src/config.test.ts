import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from './config.ts';

describe('the server configuration', () => {
  it('has working defaults for a development start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, dataDir: '.server-data', appUrl: 'http://localhost:3000' });
    expect(config.sessionIdleMs).toBe(15 * 60_000);
    expect(config.sessionAbsoluteMs).toBe(12 * 60 * 60_000);
    expect(config.jsonBodyLimit).toBe(1024 * 1024);
  });

  it('refuses production without SMTP_URL, since mail would be lost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587' }).env).toBe('production');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SESSION_IDLE_MINUTES: '-1' })).toThrow(/PORT.*SESSION_IDLE_MINUTES/);
  });

  it('reads TRUST_PROXY as a switch, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
  });

  it('runs the jobs in the server by default, and takes the queue settings of a many-node deployment', () => {
    expect(loadConfig({})).toMatchObject({
      runJobs: true,
      jobTimeoutSeconds: 900,
      jobWorkerLostSeconds: 30,
      jobAttempts: 3,
      jobMaintenanceSeconds: 30,
    });
    expect(loadConfig({ RUN_JOBS: 'false', JOB_TIMEOUT_SECONDS: '120', JOB_ATTEMPTS: '5' })).toMatchObject({
      runJobs: false,
      jobTimeoutSeconds: 120,
      jobAttempts: 5,
    });
    expect(() => loadConfig({ RUN_JOBS: 'no', JOB_ATTEMPTS: '0' })).toThrow(/RUN_JOBS.*JOB_ATTEMPTS/);
  });

  it('prepares engine threads as a process starts, except in tests (which start servers often and take few jobs), unless told', () => {
    expect(loadConfig({}).prepareEngineThreads).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }).prepareEngineThreads).toBe(true);
    expect(testConfig().prepareEngineThreads).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ENGINE_PREPARE_THREADS: 'true' }).prepareEngineThreads).toBe(true);
    expect(loadConfig({ ENGINE_PREPARE_THREADS: 'false' }).prepareEngineThreads).toBe(false);
    expect(() => loadConfig({ ENGINE_PREPARE_THREADS: 'soon' })).toThrow(/ENGINE_PREPARE_THREADS/);
  });
});
