import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DocumentTables } from './schema-documents.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  full_name: string;
  phone_number: Generated<string>;
  organization_affiliation: Generated<string>;
  department: Generated<string>;
  address: Generated<string>;
  professional_credentials: Generated<string>;
  npi_number: Generated<string>;
  taxonomy_code: Generated<string>;
  compliance_id: Generated<string>;
  hipaa_acknowledgement: Generated<boolean>;
  profile_pic: string | null;
  is_email_verified: Generated<boolean>;
  created_at: Generated<Timestamp>;
};

export type SessionScope = 'full' | 'verify';

export type SessionsTable = {
  id_hash: string;
  user_id: string;
  scope: SessionScope;
  created_at: Timestamp;
  last_seen_at: Timestamp;
};

export type VerificationCodesTable = {
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts_left: number;
};

export type ResetTokensTable = { user_id: string; token_hash: string; expires_at: Timestamp };

export type LoginFailuresTable = { email: string; failures: Generated<number>; locked_until: Timestamp | null };

export type RateEventsTable = { id: Generated<string>; bucket: string; at: Timestamp };

export type MailOutboxTable = { id: Generated<string>; to_address: string; subject: string; text: string; sent_at: Timestamp };

export type AccessLogTable = { id: Generated<string>; user_id: string; action: string; resource: string; at: Timestamp };

export type AccountTables = {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  reset_tokens: ResetTokensTable;
  login_failures: LoginFailuresTable;
  rate_events: RateEventsTable;
  mail_outbox: MailOutboxTable;
  access_log: AccessLogTable;
};

/** Every table: the accounts' (001_accounts.sql) and the documents' (002_documents.sql, schema-documents.ts). */
export type Database = AccountTables & DocumentTables;

export type UserRow = Selectable<UsersTable>;
