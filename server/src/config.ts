import { z } from 'zod';
import { DEFAULT_LIMITS } from '@healthcare-portal/engine/limits';
import { type AccountPolicy, DEFAULT_ACCOUNT_POLICY } from '@healthcare-portal/rules/accounts/policy';
import { JSON_BODY_LIMIT_BYTES } from '@healthcare-portal/rules/protocol';
import { SESSION_COOKIE_NAME } from '@healthcare-portal/contracts/session-cookie';
import { ENGINE_MEMORY_MB, ENGINE_STALL_SECONDS } from './jobs/engine-pool.ts';
import type { S3Options } from './storage/s3-storage.ts';

const MB = 1024 * 1024;
// MEMORY_BUDGET_MB's defaults: each fits a 2 GB node with room for the system (docs/deploy.md, 'Memory').
const API_NODE_BUDGET_MB = 448;
const JOBS_BUDGET_MB = 1536;
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the server reads (README 'The real server'). Parsed once at start; a bad value stops
 * the start with a clear message instead of a surprise later.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects a real PostgreSQL; without it the embedded PGlite keeps its data in DATA_DIR/pglite. */
  DATABASE_URL: z.string().url().optional(),
  /** The embedded database and the local file store live here. */
  DATA_DIR: z.string().min(1).default('.server-data'),
  /** smtp://user:pass@host:port (or smtps://); required in production. Without it mail is kept in the dev outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('HealthCare Portal <no-reply@healthcare-portal.local>'),
  /** The portal's public address, used in reset links. Defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  /** The real build of the portal served from the same origin. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** Behind a reverse proxy: 'true', a hop count or a comma-separated list of proxy addresses (Fastify trustProxy). */
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: int(DEFAULT_ACCOUNT_POLICY.sessionIdleMs / 60_000),
  SESSION_ABSOLUTE_HOURS: int(DEFAULT_ACCOUNT_POLICY.sessionAbsoluteMs / (60 * 60_000)),
  JSON_BODY_LIMIT_BYTES: int(JSON_BODY_LIMIT_BYTES),
  UPLOAD_MAX_FILES: int(DEFAULT_LIMITS.maxFiles),
  UPLOAD_MAX_FILE_MB: int(DEFAULT_LIMITS.maxFileBytes / MB),
  UPLOAD_MAX_TOTAL_MB: int(DEFAULT_LIMITS.maxTotalBytes / MB),
  MAX_DOCUMENT_PAGES: int(DEFAULT_LIMITS.maxPages),
  AUDIT_PAGE_SIZE_MAX: int(100),
  /** Failed sign-ins from one client address inside the window before 429. */
  LOGIN_FAILURES_PER_ADDRESS: int(DEFAULT_ACCOUNT_POLICY.loginFailuresPerAddress),
  /** Mail requests (resend, change e-mail, forgot-password) from one client address inside the window before 429. */
  MAIL_REQUESTS_PER_ADDRESS: int(DEFAULT_ACCOUNT_POLICY.mailRequestsPerAddress),
  /** Verification-code and reset mails to one account per hour (the 60-second cooldown comes first). */
  MAILS_PER_ACCOUNT_PER_HOUR: int(DEFAULT_ACCOUNT_POLICY.mailsPerAccountPerHour),
  /** Wrong verification codes per client address inside the window, and per account per hour, before 429. */
  WRONG_CODES_PER_ADDRESS: int(DEFAULT_ACCOUNT_POLICY.wrongCodesPerAddress),
  WRONG_CODES_PER_ACCOUNT_PER_HOUR: int(DEFAULT_ACCOUNT_POLICY.wrongCodesPerAccountPerHour),
  /** Open sessions one account may hold; a sign-in past this ends the oldest. */
  SESSIONS_PER_USER: int(DEFAULT_ACCOUNT_POLICY.sessionsPerUser),
  /** How long the access log (who read which report or file) is kept: six years, as HIPAA keeps audit records. */
  ACCESS_LOG_RETENTION_DAYS: int(6 * 366),
  /** Engine threads per process that works the queue (one per core is the usual choice). */
  PROCESSING_THREADS: int(2),
  /**
   * The memory (resident set) a process may reach with the work it takes on: uploads beyond it are answered 503 with
   * Retry-After, and jobs wait in the queue. Defaults fit a 2 GB node: 448 MB on an API node (RUN_JOBS=false, no
   * engine), 1536 MB on a process that runs the engine's jobs.
   */
  MEMORY_BUDGET_MB: z.coerce.number().int().positive().optional(),
  /** 'false' on API nodes when worker processes (npm run server:worker) do the merging and processing. */
  RUN_JOBS: flag('true'),
  /** Heap of one engine thread, in MB: a job past it ends with a message to the user, not tried again. */
  ENGINE_MEMORY_MB: int(ENGINE_MEMORY_MB),
  /** A job that reports no progress for this long ends with a message to the user, not tried again. */
  ENGINE_STALL_SECONDS: int(ENGINE_STALL_SECONDS),
  /**
   * Engine threads start with the process and prepare themselves on a small built-in chart before their first job
   * (about 4.3 s of CPU each at start, their loading included), so that job runs the engine optimised. Default true, but false when
   * NODE_ENV is test: test servers start often and take few jobs.
   */
  ENGINE_PREPARE_THREADS: z.enum(['true', 'false', '1', '0']).optional(),
  /** A merge or processing job running longer is stopped and tried again. */
  JOB_TIMEOUT_SECONDS: int(15 * 60),
  /** A worker process that has not said it is alive for this long is taken for dead; its jobs are tried again. */
  JOB_WORKER_LOST_SECONDS: int(30),
  /** Tries of one job before it fails for good with a message to the user (a poisoned job stops here). */
  JOB_ATTEMPTS: int(3),
  /** How often a node looks for timed-out jobs. */
  JOB_MAINTENANCE_SECONDS: int(30),
  /** An S3 bucket (AWS, MinIO, Ceph...) for the files instead of DATA_DIR/files; private, read only through the API. */
  S3_BUCKET: z.string().min(3).optional(),
  /** An S3-compatible store's URL (left out for AWS itself). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Left out to use AWS's own credential chain (instance role, profile...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Lets a development start skip the portal build (API only). */
  SERVE_PORTAL: flag('true'),
});

export type Env = z.infer<typeof envSchema>;

/** The account rules' policy (the fixed numbers from the rules, the rest from the environment) and the server's own settings. */
export type Config = AccountPolicy & {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  distDir: string;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: Env['LOG_LEVEL'];
  servePortal: boolean;
  sessionCookie: string;
  accessLogRetentionMs: number;
  jsonBodyLimit: number;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxDocumentPages: number;
  maxAuditPageSize: number;
  processingThreads: number;
  engineMemoryMb: number;
  engineStallSeconds: number;
  prepareEngineThreads: boolean;
  memoryBudgetBytes: number;
  runJobs: boolean;
  jobTimeoutSeconds: number;
  jobWorkerLostSeconds: number;
  jobAttempts: number;
  jobMaintenanceSeconds: number;
  /** Files in an S3 bucket when S3_BUCKET is set; else in DATA_DIR/files. */
  s3: S3Options | null;
};

function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  // A hop count: trust that many proxies in front of the server.
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value;
}

/** The server's configuration from the environment; throws with every bad variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new Error('Invalid server configuration: SMTP_URL is required in production (mail would be lost).');
  }
  return {
    ...DEFAULT_ACCOUNT_POLICY,
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    distDir: e.DIST_DIR,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    servePortal: e.SERVE_PORTAL,
    sessionCookie: SESSION_COOKIE_NAME,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 60 * 60_000,
    loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
    mailRequestsPerAddress: e.MAIL_REQUESTS_PER_ADDRESS,
    mailsPerAccountPerHour: e.MAILS_PER_ACCOUNT_PER_HOUR,
    wrongCodesPerAddress: e.WRONG_CODES_PER_ADDRESS,
    wrongCodesPerAccountPerHour: e.WRONG_CODES_PER_ACCOUNT_PER_HOUR,
    sessionsPerUser: e.SESSIONS_PER_USER,
    accessLogRetentionMs: e.ACCESS_LOG_RETENTION_DAYS * 24 * 60 * 60_000,
    jsonBodyLimit: e.JSON_BODY_LIMIT_BYTES,
    maxFiles: e.UPLOAD_MAX_FILES,
    maxFileBytes: e.UPLOAD_MAX_FILE_MB * MB,
    maxTotalBytes: e.UPLOAD_MAX_TOTAL_MB * MB,
    maxDocumentPages: e.MAX_DOCUMENT_PAGES,
    maxAuditPageSize: e.AUDIT_PAGE_SIZE_MAX,
    processingThreads: e.PROCESSING_THREADS,
    engineMemoryMb: e.ENGINE_MEMORY_MB,
    engineStallSeconds: e.ENGINE_STALL_SECONDS,
    prepareEngineThreads: e.ENGINE_PREPARE_THREADS === undefined ? e.NODE_ENV !== 'test' : ['true', '1'].includes(e.ENGINE_PREPARE_THREADS),
    memoryBudgetBytes: (e.MEMORY_BUDGET_MB ?? (e.RUN_JOBS ? JOBS_BUDGET_MB : API_NODE_BUDGET_MB)) * MB,
    runJobs: e.RUN_JOBS,
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    jobWorkerLostSeconds: e.JOB_WORKER_LOST_SECONDS,
    jobAttempts: e.JOB_ATTEMPTS,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
            : {}),
        }
      : null,
  };
}

/** A configuration for tests: development defaults plus overrides. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', SERVE_PORTAL: 'false', LOG_LEVEL: 'silent' }),
  ...overrides,
});
