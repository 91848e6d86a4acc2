-- Merging and processing run as jobs of a pg-boss queue (its own schema, pgboss, installed by pg-boss at start). A
-- processing request's claim names the job that answers it; a job the engine refused leaves its status and message
-- for the waiting request. Claims of the in-request design before this have no job: they are dropped.
delete from processing_requests where state <> 'done';
alter table processing_requests drop constraint processing_requests_state_check;
alter table processing_requests add constraint processing_requests_state_check check (state in ('queued', 'done', 'failed'));
alter table processing_requests add column job_id uuid;
alter table processing_requests add column error_status integer;
alter table processing_requests add column error_message text;
