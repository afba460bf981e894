-- Realtime: an export job's progress and status reach its owner's open screens (the exports tray)
-- on the channel settle_changes, as kind 'export_job' naming the job and its owner only; the
-- server passes the event to the owner's streams alone (server/events/may-receive.ts). A lease
-- renewal (heartbeat) changes nothing a person sees and stays silent. NOTIFY is heard after commit.
CREATE OR REPLACE FUNCTION settle_notify_export_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job export_jobs;
BEGIN
  IF TG_OP = 'DELETE' THEN job := OLD; ELSE job := NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.done IS NOT DISTINCT FROM OLD.done AND NEW.bytes IS NOT DISTINCT FROM OLD.bytes THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'export_job', 'op', TG_OP, 'jobId', job.id, 'ownerUserId', job.owner_user_id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER export_jobs_notify AFTER INSERT OR UPDATE OR DELETE ON export_jobs FOR EACH ROW EXECUTE FUNCTION settle_notify_export_jobs();
