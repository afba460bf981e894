-- Realtime: deleting sessions (deactivation, accepting an invitation, signing out, any future "end
-- all sessions") sends one NOTIFY per person on the channel settle_sessions_ended, naming only the
-- user id. Every instance listening re-checks that person's open event streams at once instead of
-- at their next heartbeat (25 s). NOTIFY is transactional: heard only after commit.
CREATE OR REPLACE FUNCTION settle_notify_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_sessions_ended', s.user_id::text)
  FROM (SELECT DISTINCT e.user_id FROM ended e) s;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_sessions_ended();
