-- Which process holds each job under way, and when it last said it was alive. A worker that dies (SIGKILL, a lost
-- machine) stops saying so, and another process hands its jobs back to the queue long before the job timeout.
create table job_holders (
  job_id uuid primary key,
  queue text not null,
  holder uuid not null,
  alive_at timestamptz not null default now()
);
create index job_holders_holder on job_holders (holder);
create index job_holders_alive_at on job_holders (alive_at);
