-- Background work is one mechanism (server/jobs): each outbox mail, webhook delivery and export
-- gets its job row in the statement that writes it, so in the same transaction, however the row
-- is written (one insert, an insert ... select of many, a dedupe that inserts nothing). A payload
-- row deleted (an expired export, a cleared outbox) takes its job with it. Statement-level
-- triggers: one insert ... select per statement, never one per row.
CREATE OR REPLACE FUNCTION settle_enqueue_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'mail_outbox' THEN
    INSERT INTO jobs (kind, ref_id, run_at) SELECT 'mail', id, next_attempt_at FROM inserted WHERE status = 'PENDING';
  ELSIF TG_TABLE_NAME = 'webhook_deliveries' THEN
    INSERT INTO jobs (kind, ref_id, run_at) SELECT 'webhook', id, next_attempt_at FROM inserted WHERE status = 'PENDING';
  ELSIF TG_TABLE_NAME = 'export_jobs' THEN
    INSERT INTO jobs (kind, ref_id) SELECT 'export', id FROM inserted WHERE status = 'QUEUED';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_forget_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM jobs WHERE kind = TG_ARGV[0] AND ref_id IN (SELECT id FROM removed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_enqueue_jobs AFTER INSERT ON mail_outbox REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION settle_enqueue_jobs();
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_enqueue_jobs AFTER INSERT ON webhook_deliveries REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION settle_enqueue_jobs();
--> statement-breakpoint
CREATE TRIGGER export_jobs_enqueue_jobs AFTER INSERT ON export_jobs REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION settle_enqueue_jobs();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_forget_jobs AFTER DELETE ON mail_outbox REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION settle_forget_jobs('mail');
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_forget_jobs AFTER DELETE ON webhook_deliveries REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION settle_forget_jobs('webhook');
--> statement-breakpoint
CREATE TRIGGER export_jobs_forget_jobs AFTER DELETE ON export_jobs REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION settle_forget_jobs('export');
--> statement-breakpoint
-- What was waiting before this migration becomes a job; a running export starts over, as after a takeover.
INSERT INTO jobs (kind, ref_id, run_at, attempts)
  SELECT 'mail', id, next_attempt_at, attempts FROM mail_outbox WHERE status = 'PENDING'
  UNION ALL SELECT 'webhook', id, next_attempt_at, attempts FROM webhook_deliveries WHERE status = 'PENDING'
  UNION ALL SELECT 'export', id, now(), attempts FROM export_jobs WHERE status IN ('QUEUED', 'RUNNING');
--> statement-breakpoint
UPDATE export_jobs SET status = 'QUEUED' WHERE status = 'RUNNING';
