-- Realtime: a change of a contractor's working days sends one NOTIFY per contractor on the channel
-- settle_changes, as kind 'contractor' naming only the contractor id, so the contractor's open
-- calendar (and the administrators' screens) re-read at once, whoever changed them. Other columns
-- (product tours, status, version) change nothing a calendar shows and stay silent. NOTIFY is
-- transactional: heard only after commit.
CREATE OR REPLACE FUNCTION settle_notify_contractors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'contractor', 'op', TG_OP, 'contractorId', s.id)::text)
  FROM (SELECT DISTINCT n.id FROM changed_new n JOIN changed_old o ON o.id = n.id WHERE n.working_days IS DISTINCT FROM o.working_days) s;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contractors_notify_update AFTER UPDATE ON contractors REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_contractors();
