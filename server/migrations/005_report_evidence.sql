-- Where each finding of a report stands in its original document (the report detail serves it; docs/api.md,
-- 'Evidence'), and where each line of the note's text stands (never served: passed back to the engine with note_text
-- when this patient is processed again, so a passage copied from this note is shown in this report's original).
-- Reports made before this migration have neither: their detail says there is no evidence.
alter table audit_reports add column evidence jsonb;
alter table audit_reports add column text_layout jsonb;
