-- Realtime: every committed change to timesheets, records, expenses, threads, messages and files
-- sends one NOTIFY per statement and timesheet on the channel settle_changes, naming ids only
-- (kind, timesheet, contractor), never content. NOTIFY is transactional: listeners hear it only
-- after commit, and nothing when the transaction rolls back. Statement-level triggers with
-- transition tables keep a 20-row insert to one notification per timesheet.
CREATE OR REPLACE FUNCTION settle_notify_timesheets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'timesheet', 'op', TG_OP, 'timesheetId', s.timesheet_id, 'contractorId', s.contractor_id)::text)
  FROM (SELECT DISTINCT c.id AS timesheet_id, c.contractor_id FROM changed c) s
  WHERE s.timesheet_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER timesheets_notify_insert AFTER INSERT ON timesheets REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_timesheets();
--> statement-breakpoint
CREATE TRIGGER timesheets_notify_update AFTER UPDATE ON timesheets REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_timesheets();
--> statement-breakpoint
CREATE TRIGGER timesheets_notify_delete AFTER DELETE ON timesheets REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_timesheets();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_notify_timesheet_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'timesheet_record', 'op', TG_OP, 'timesheetId', s.timesheet_id, 'contractorId', s.contractor_id)::text)
  FROM (SELECT DISTINCT c.timesheet_id, t.contractor_id FROM changed c LEFT JOIN timesheets t ON t.id = c.timesheet_id) s
  WHERE s.timesheet_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_records_notify_insert AFTER INSERT ON timesheet_records REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_timesheet_records();
--> statement-breakpoint
CREATE TRIGGER timesheet_records_notify_update AFTER UPDATE ON timesheet_records REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_timesheet_records();
--> statement-breakpoint
CREATE TRIGGER timesheet_records_notify_delete AFTER DELETE ON timesheet_records REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_timesheet_records();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_notify_expense_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'expense_record', 'op', TG_OP, 'timesheetId', s.timesheet_id, 'contractorId', s.contractor_id)::text)
  FROM (SELECT DISTINCT c.timesheet_id, t.contractor_id FROM changed c LEFT JOIN timesheets t ON t.id = c.timesheet_id) s
  WHERE s.timesheet_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER expense_records_notify_insert AFTER INSERT ON expense_records REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_expense_records();
--> statement-breakpoint
CREATE TRIGGER expense_records_notify_update AFTER UPDATE ON expense_records REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_expense_records();
--> statement-breakpoint
CREATE TRIGGER expense_records_notify_delete AFTER DELETE ON expense_records REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_expense_records();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_notify_message_threads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'message_thread', 'op', TG_OP, 'timesheetId', s.timesheet_id, 'contractorId', s.contractor_id)::text)
  FROM (SELECT DISTINCT c.timesheet_id, t.contractor_id FROM changed c LEFT JOIN timesheets t ON t.id = c.timesheet_id) s
  WHERE s.timesheet_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER message_threads_notify_insert AFTER INSERT ON message_threads REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_message_threads();
--> statement-breakpoint
CREATE TRIGGER message_threads_notify_update AFTER UPDATE ON message_threads REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_message_threads();
--> statement-breakpoint
CREATE TRIGGER message_threads_notify_delete AFTER DELETE ON message_threads REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_message_threads();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_notify_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'message', 'op', TG_OP, 'timesheetId', s.timesheet_id, 'contractorId', s.contractor_id)::text)
  FROM (SELECT DISTINCT mt.timesheet_id, t.contractor_id FROM changed c JOIN message_threads mt ON mt.id = c.thread_id LEFT JOIN timesheets t ON t.id = mt.timesheet_id) s
  WHERE s.timesheet_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_notify_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_messages();
--> statement-breakpoint
CREATE TRIGGER messages_notify_update AFTER UPDATE ON messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_messages();
--> statement-breakpoint
CREATE TRIGGER messages_notify_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_messages();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_notify_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settle_changes', json_build_object('kind', 'file', 'op', TG_OP, 'timesheetId', s.timesheet_id, 'contractorId', s.contractor_id)::text)
  FROM (SELECT DISTINCT c.timesheet_id, t.contractor_id FROM changed c LEFT JOIN timesheets t ON t.id = c.timesheet_id) s
  WHERE s.timesheet_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER files_notify_insert AFTER INSERT ON files REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_files();
--> statement-breakpoint
CREATE TRIGGER files_notify_update AFTER UPDATE ON files REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_files();
--> statement-breakpoint
CREATE TRIGGER files_notify_delete AFTER DELETE ON files REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION settle_notify_files();
