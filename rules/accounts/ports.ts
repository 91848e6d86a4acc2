// The small ports the account rules run over. The server implements them with Kysely and argon2id, the simulator
// with @mswjs/data and Web Crypto; the rules know neither. Every method is async, so one rule serves both.
import type { Clock } from '../clock.ts';
import type { AccountPolicy } from './policy.ts';

/** An account as the rules see it; the password only as its hash. */
export type UserRecord = {
  id: string;
  email: string;
  passwordHash: string;
  role: string;
  fullName: string;
  phoneNumber: string;
  organizationAffiliation: string;
  department: string;
  address: string;
  professionalCredentials: string;
  npiNumber: string;
  taxonomyCode: string;
  complianceId: string;
  hipaaAcknowledgement: boolean;
  profilePic: string | null;
  isEmailVerified: boolean;
};
export type UserChanges = Partial<Omit<UserRecord, 'id'>>;

export type Users = {
  byId: (id: string) => Promise<UserRecord | null>;
  /** `email` is already lower-case: accounts are stored by their lower-case address. */
  byEmail: (email: string) => Promise<UserRecord | null>;
  create: (user: UserRecord) => Promise<UserRecord>;
  /** The account after the changes (none is fine), or null when there is no such account. */
  update: (id: string, changes: UserChanges) => Promise<UserRecord | null>;
};

/** One live verification code per account, stored as its digest. */
export type StoredCode = { codeHash: string; expiresAt: number; attemptsLeft: number };
export type Codes = {
  find: (userId: string) => Promise<StoredCode | null>;
  /** Replaces the account's code. */
  put: (userId: string, code: StoredCode) => Promise<void>;
  setAttemptsLeft: (userId: string, attemptsLeft: number) => Promise<void>;
  remove: (userId: string) => Promise<void>;
};

/** One live reset link per account, stored as its token's digest. */
export type ResetLinks = {
  /** Replaces the account's link. */
  put: (userId: string, link: { tokenHash: string; expiresAt: number }) => Promise<void>;
  find: (tokenHash: string) => Promise<{ userId: string; expiresAt: number } | null>;
  removeFor: (userId: string) => Promise<void>;
};

/** Failed sign-ins in a row per e-mail address, known account or not. */
export type SignInFailure = { failures: number; lockedUntil: number };
export type SignInFailures = {
  find: (email: string) => Promise<SignInFailure | null>;
  put: (email: string, failure: SignInFailure) => Promise<void>;
  clear: (email: string) => Promise<void>;
};

/** Events per bucket in time: send clocks, mail counts, wrong codes, failed sign-ins, mail requests. */
export type RateEvents = {
  /** The times of the bucket's events after `since`, oldest first. */
  timesAfter: (bucket: string, since: number) => Promise<number[]>;
  record: (bucket: string, at: number) => Promise<void>;
};

export type SessionScope = 'full' | 'verify';
/** A session as stored: its id only as a digest. */
export type StoredSession = { idHash: string; userId: string; scope: SessionScope; createdAt: number; lastSeenAt: number };
export type Sessions = {
  create: (session: StoredSession) => Promise<void>;
  find: (idHash: string) => Promise<StoredSession | null>;
  touch: (idHash: string, at: number) => Promise<void>;
  remove: (idHash: string) => Promise<void>;
  /** The account's sessions, newest first. */
  ofUser: (userId: string) => Promise<StoredSession[]>;
  /** The account's sessions (of one scope only, when given). */
  removeOfUser: (userId: string, scope?: SessionScope) => Promise<void>;
  /** Every session of the account becomes verify-only. */
  restrictOfUser: (userId: string) => Promise<void>;
  /** Sessions idle since before `lastSeenBefore` or started before `createdBefore`. */
  removeExpired: (lastSeenBefore: number, createdBefore: number) => Promise<void>;
};

export type Mail = { to: string; subject: string; text: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /**
   * Hands the mail over without waiting for delivery where waiting would tell something (a reset mail goes out only
   * for known addresses); a failure is the mailer's to log, never the caller's answer.
   */
  sendInBackground: (mail: Mail) => Promise<void>;
};

export type Hasher = {
  /** A slow, salted hash of a password (argon2id on a server, PBKDF2 in the browser). */
  hashPassword: (password: string) => Promise<string>;
  /** With no stored hash (no such account) it spends the same work and answers false. */
  checkPassword: (password: string, stored: string | undefined) => Promise<boolean>;
  /** SHA-256, hex: high-entropy secrets (session ids, codes, tokens) are stored as this. */
  digest: (secret: string) => Promise<string>;
};

export type Random = {
  /** Random bytes as base64url (session ids and reset tokens are 32 bytes). */
  token: (byteLength: number) => string;
  digits: (length: number) => string;
  /** A short random id for records. */
  id: () => string;
};

export type AccountPorts = {
  users: Users;
  codes: Codes;
  resetLinks: ResetLinks;
  signInFailures: SignInFailures;
  rateEvents: RateEvents;
  sessions: Sessions;
  mailer: Mailer;
  clock: Clock;
  hasher: Hasher;
  random: Random;
  policy: AccountPolicy;
  /** The portal's public address, for reset links. */
  appUrl: string;
};
