-- Accounts, sessions, codes, reset tokens, send clocks, rate limits, the mail outbox and the access log.
-- Secrets (passwords, codes, tokens, session ids) are stored only as hashes.

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL,
  full_name text NOT NULL,
  phone_number text NOT NULL DEFAULT '',
  organization_affiliation text NOT NULL DEFAULT '',
  department text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  professional_credentials text NOT NULL DEFAULT '',
  npi_number text NOT NULL DEFAULT '',
  taxonomy_code text NOT NULL DEFAULT '',
  compliance_id text NOT NULL DEFAULT '',
  hipaa_acknowledgement boolean NOT NULL DEFAULT false,
  profile_pic text,
  is_email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- 'full', or 'verify' for the restricted cookie that allows only verify, resend and change-email.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('full', 'verify')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_last_seen_at ON sessions (last_seen_at);

-- One live code per account; the time it was sent is kept apart (send_events), so voiding a code keeps the cooldown.
CREATE TABLE verification_codes (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts_left integer NOT NULL
);

CREATE TABLE reset_tokens (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL
);

-- Failed sign-ins by e-mail address, known account or not, so unknown addresses lock the same way.
CREATE TABLE login_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- Send clocks and counts (codes, reset mail) and per-address events (failed sign-ins, sends), trimmed as they age.
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_bucket_at ON rate_events (bucket, at);

-- Mail kept in the database when no SMTP_URL is set (development and test only), read at GET /api/v1/_dev/outbox.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX mail_outbox_to_address ON mail_outbox (to_address);

-- Every read of a report or a file: who, what, when (docs/spec/server-rules.md#documents-and-audit-reports).
CREATE TABLE access_log (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL,
  action text NOT NULL,
  resource text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX access_log_at ON access_log (at);
