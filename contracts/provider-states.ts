// The vocabulary the pact files share with every provider: provider-state names and the fixed ids, secrets and
// accounts those states create. A provider (the simulator, a real server) sets each state up as described here.

/** The demo accounts every state starts from (password DEMO_PASSWORD); ids are the provider's own user ids. */
export const PACT_USERS = {
  clinical: { id: 'user-clinical', email: 'clinical@demo.health' },
  admin: { id: 'user-admin', email: 'admin@demo.health' },
  staff: { id: 'user-staff', email: 'staff@demo.health' },
  pending: { id: 'user-pending', email: 'pending@demo.health' },
} as const;
export const DEMO_PASSWORD = 'Demo@1234';

/** Fixed session ids so pact files can carry a known cookie; only ever created by a provider state. */
export const PACT_SESSIONS = {
  clinical: 'pact-session-clinical-0000000000000000',
  admin: 'pact-session-admin-000000000000000000',
  staff: 'pact-session-staff-000000000000000000',
} as const;

/** Fixed secrets the account pacts carry; they exist only when one of these states creates them. */
export const PACT_ACCOUNTS = {
  pendingSession: 'pact-session-pending-0000000000000000',
  code: '246810',
  resetToken: 'pact-reset-token-00000000000000000000000000',
} as const;

/** Ids and keys the audit-report and file pacts name. */
export const PACT_AUDIT = {
  ownReportId: 'report-pact-1',
  otherReportId: 'report-pact-2',
  documentKey: 'pact-original.pdf',
  reportKey: 'pact-report.pdf',
  patientName: 'Pact Patient',
  subscriberIds: ['SUBPACT01', 'MEDPACT02'],
} as const;

/**
 * The evidence of the Clinical User's report-pact-1 (contracts/api/report-evidence.ts): a header value, a finding
 * and a passage copied from an earlier report, each with its place in the one-page original.
 */
export const PACT_EVIDENCE = {
  header: {
    patientName: { value: 'Pact Patient', places: [{ page: 1, rects: [{ x: 72, y: 90, w: 80.5, h: 11 }] }] },
    patientDob: { value: '1960-02-29', places: [{ page: 1, rects: [{ x: 72, y: 104, w: 60, h: 11 }] }] },
    noteDate: { value: '2027-01-10', places: [{ page: 1, rects: [{ x: 72, y: 118, w: 60, h: 11 }] }] },
    docType: { value: 'Progress Note', places: [{ page: 1, rects: [] }] },
  },
  findings: [
    {
      check: 'cloning',
      severity: 'warning',
      message: 'Assessment copied from earlier report report-pact-0',
      pages: [1],
      places: [{ page: 1, rects: [{ x: 72, y: 300, w: 400, h: 11 }] }],
    },
  ],
  copies: [
    {
      kind: 'prior',
      label: 'earlier report report-pact-0',
      noteDate: '2026-12-01',
      reportId: 'report-pact-0',
      passages: [
        {
          sections: ['Assessment'],
          words: 4,
          text: 'Stable on current dose',
          sourceText: 'Stable on previous dose',
          changed: [2],
          sourceChanged: [2],
          places: [{ page: 1, rects: [{ x: 72, y: 300, w: 400, h: 11 }] }],
          sourcePlaces: [{ page: 1, rects: [{ x: 72, y: 280, w: 400, h: 11 }], report: 'report-pact-0' }],
        },
      ],
    },
  ],
} as const;

/** Keys the document pacts name: a merged 3-note chart owned by the Clinical User, and one owned by Office Staff. */
export const PACT_DOCUMENTS = {
  ownKey: 'uploads/pact-chart',
  otherKey: 'uploads/pact-chart-staff',
  fileName: 'pact-chart.pdf',
} as const;

/** The 413 pact needs a small file over the limit; a 50 MB body does not belong in a pact file. */
export const PACT_UPLOAD_LIMIT_BYTES = 1024;

export const ACCOUNT_STATES = {
  demoAccounts: 'the demo accounts exist',
  pendingAccount: 'an unverified account pending@demo.health exists',
  clinicalSignedIn: 'the Clinical User is signed in',
  adminSignedIn: 'the Admin is signed in',
  staffSignedIn: 'the Office Staff user is signed in',
  codeSentLongAgo: 'pending@demo.health was sent code 246810 over a minute ago and holds a verify-only session',
  codeSentJustNow: 'pending@demo.health was sent a code just now and holds a verify-only session',
  resetRequested: 'clinical@demo.health asked for a password reset',
  staffLocked: 'staff@demo.health is locked after five failed sign-ins',
} as const;

export const AUDIT_STATES = {
  ownReport: 'the Clinical User is signed in and owns audit report report-pact-1',
  othersReport: 'the Office Staff user owns audit report report-pact-2 and the Clinical User is signed in',
  adminWithReports: 'the Office Staff user owns audit report report-pact-2 and the Admin is signed in',
} as const;

export const UPLOAD_STATES = {
  normal: 'the Clinical User is signed in with the standard upload limits',
  smallLimit: 'the Clinical User is signed in and the per-file upload limit is 1 KB',
  busy: 'the Clinical User is signed in and the server has no memory to spare for another upload',
} as const;

export const DOCUMENT_STATES = {
  ownChart: 'the Clinical User is signed in and has uploaded the 3-note chart uploads/pact-chart',
  othersChart: 'the Office Staff user has uploaded uploads/pact-chart-staff and the Clinical User is signed in',
} as const;

/** A processing job the progress pacts follow: the Clinical User's, two of five pages read. */
export const PACT_PROGRESS = {
  progressId: '5b8f7c1e-2d4a-4c7b-9e3f-0a1b2c3d4e5f',
  unknownId: '0f0e0d0c-0b0a-4909-8807-060504030201',
  stage: 'extract',
  done: 2,
  total: 5,
} as const;

export const PROGRESS_STATES = {
  jobUnderWay: 'the Clinical User is signed in and job 5b8f7c1e-2d4a-4c7b-9e3f-0a1b2c3d4e5f has read 2 of 5 pages',
} as const;

/**
 * The provider's clock, for tests that compare backends over time (tests/differential): stop it at `params.at`
 * (milliseconds since 1970), then move it on by `params.ms`. Like every state, only a process started for contract
 * verification has them.
 */
export const CLOCK_STATES = {
  stopped: 'the clock stands still at the given time',
  movedOn: 'the clock moves on by the given milliseconds',
} as const;

/** A clock state's parameter (`at` or `ms`), a finite number of milliseconds; anything else is the caller's mistake. */
export function clockParam(params: Record<string, unknown> | undefined, name: 'at' | 'ms'): number {
  const value = params?.[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${name} must be a number of milliseconds`);
  return value;
}

/** The request a verifier sends to set a state up: `POST {states-url}` with this JSON body. */
export type ProviderStateRequest = { state: string; action: 'setup' | 'teardown'; params?: Record<string, unknown> };
