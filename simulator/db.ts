import { factory, nullable, primaryKey } from '@mswjs/data';

const now = () => new Date().toISOString();

/** The simulator's tables. Secrets (passwords, codes, tokens, session ids) are stored only as hashes. */
export const db = factory({
  user: {
    id: primaryKey(String),
    email: String,
    passwordHash: String,
    role: String,
    fullName: String,
    phoneNumber: String,
    organizationAffiliation: String,
    department: String,
    address: String,
    professionalCredentials: String,
    npiNumber: String,
    taxonomyCode: String,
    complianceId: String,
    hipaaAcknowledgement: Boolean,
    profilePic: nullable(String),
    isEmailVerified: Boolean,
    createdAt: now,
  },
  session: {
    idHash: primaryKey(String),
    userId: String,
    /** 'full', or 'verify' for the restricted cookie that only allows verify, resend and change-email. */
    scope: String,
    createdAt: Number,
    lastSeenAt: Number,
  },
  verificationCode: {
    userId: primaryKey(String),
    codeHash: String,
    expiresAt: Number,
    attemptsLeft: Number,
  },
  resetToken: {
    userId: primaryKey(String),
    tokenHash: String,
    expiresAt: Number,
  },
  /** Failed sign-ins in a row by address, known account or not. */
  signInFailure: {
    email: primaryKey(String),
    failures: Number,
    lockedUntil: Number,
  },
  /** Send clocks, mail counts, wrong codes, failed sign-ins and mail requests (rules/accounts/rate-limits.ts). */
  rateEvent: {
    id: primaryKey(String),
    bucket: String,
    at: Number,
  },
  upload: {
    key: primaryKey(String),
    ownerId: String,
    fileName: String,
    fileType: String,
    pageCount: Number,
    createdAt: now,
  },
  auditReport: {
    id: primaryKey(String),
    ownerId: String,
    performedByName: String,
    performedByRole: String,
    patientName: String,
    patientDob: String,
    subscriberIds: () => [] as string[],
    auditDate: String,
    noteDate: String,
    docType: String,
    documentKey: String,
    reportKey: String,
    /** The note's text, kept so later audits of this patient can find copied passages. */
    noteText: String,
    /** Where each line of noteText stands (the engine's TextLayoutLine[] as JSON; '' for none). */
    textLayout: String,
    /** Where its findings stand in the original (ReportEvidence as JSON; '' for reports made without it). */
    evidence: String,
    requestKey: String,
  },
  accessLog: {
    id: primaryKey(String),
    userId: String,
    action: String,
    resource: String,
    at: now,
  },
  mail: {
    id: primaryKey(String),
    to: String,
    subject: String,
    text: String,
    sentAt: now,
  },
});

export type Db = typeof db;
export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;
export type AuditReportRecord = NonNullable<ReturnType<typeof db.auditReport.findFirst>>;
