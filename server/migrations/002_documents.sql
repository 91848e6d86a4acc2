-- Documents and audit reports (docs/spec/server-rules.md#documents-and-audit-reports). Owners are user ids; a row never
-- holds file bytes, only opaque storage keys. Dates of birth and note dates are calendar days (yyyy-MM-dd text,
-- never shifted by a time zone); audit dates are instants. The access log is 001's.

create table uploads (
  key text primary key,
  owner_id text not null,
  file_name text not null,
  file_type text not null,
  page_count integer not null check (page_count > 0),
  created_at timestamptz not null default now()
);
create index uploads_owner_idx on uploads (owner_id);

create table audit_reports (
  id text primary key,
  owner_id text not null,
  performed_by_name text not null,
  performed_by_role text not null,
  patient_name text not null,
  patient_dob text not null check (patient_dob ~ '^\d{4}-\d{2}-\d{2}$'),
  subscriber_ids text[] not null,
  audit_date timestamptz not null,
  note_date text not null,
  doc_type text not null,
  document_key text not null,
  report_key text not null unique,
  -- the note's words, for the cloning check of this patient's later uploads; never served
  note_text text not null default '',
  request_key text
);
create index audit_reports_owner_date_idx on audit_reports (owner_id, audit_date desc);
create index audit_reports_date_idx on audit_reports (audit_date desc);
create index audit_reports_document_idx on audit_reports (document_key);
create index audit_reports_request_idx on audit_reports (request_key);

-- One row per distinct processing request (a hash of the owner and the request's options): a twin waits for the
-- running one, a later one gets the stored answer while all its reports still exist.
create table processing_requests (
  request_key text primary key,
  owner_id text not null,
  state text not null check (state in ('running', 'done')),
  result jsonb,
  claimed_at timestamptz not null default now()
);

-- How far a job has got, for GET /rag/process/progress/{id}: only ids, a stage and counts, never patient data.
create table processing_progress (
  progress_id uuid primary key,
  owner_id text not null,
  stage text not null,
  done integer not null,
  total integer not null,
  updated_at timestamptz not null default now()
);
create index processing_progress_updated_idx on processing_progress (updated_at);
