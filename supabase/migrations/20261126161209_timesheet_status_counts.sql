CREATE TABLE "timesheet_status_counts" (
	"status" text NOT NULL,
	"billing_period" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "timesheet_status_counts_pkey" PRIMARY KEY("status","billing_period")
);
--> statement-breakpoint
-- timesheet_status_counts follows timesheets: each statement that inserts, updates or deletes
-- timesheets adds its net change per status and billing period (an update that changes neither,
-- such as a touch of updated_at, nets to nothing and locks no row). INSERT ... ON CONFLICT DO
-- UPDATE adds to the committed count under the row's lock, so concurrent writers queue on the
-- row instead of losing an increment; the keys are taken in order so two multi-key statements
-- cannot deadlock on each other. Statement-level with transition tables, like timesheet_amounts.
CREATE OR REPLACE FUNCTION timesheet_status_counts_on_timesheets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO timesheet_status_counts AS c (status, billing_period, count)
    SELECT n.status, n.billing_period, count(*)
    FROM status_new n
    GROUP BY n.status, n.billing_period
    ORDER BY n.status, n.billing_period
    ON CONFLICT (status, billing_period) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO timesheet_status_counts AS c (status, billing_period, count)
    SELECT o.status, o.billing_period, -count(*)
    FROM status_old o
    GROUP BY o.status, o.billing_period
    ORDER BY o.status, o.billing_period
    ON CONFLICT (status, billing_period) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO timesheet_status_counts AS c (status, billing_period, count)
    SELECT d.status, d.billing_period, sum(d.delta)
    FROM (SELECT n.status, n.billing_period, 1 AS delta FROM status_new n
          UNION ALL
          SELECT o.status, o.billing_period, -1 FROM status_old o) d
    GROUP BY d.status, d.billing_period
    HAVING sum(d.delta) <> 0
    ORDER BY d.status, d.billing_period
    ON CONFLICT (status, billing_period) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_status_counts_insert AFTER INSERT ON timesheets
  REFERENCING NEW TABLE AS status_new FOR EACH STATEMENT EXECUTE FUNCTION timesheet_status_counts_on_timesheets();
--> statement-breakpoint
CREATE TRIGGER timesheet_status_counts_update AFTER UPDATE ON timesheets
  REFERENCING NEW TABLE AS status_new OLD TABLE AS status_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_status_counts_on_timesheets();
--> statement-breakpoint
CREATE TRIGGER timesheet_status_counts_delete AFTER DELETE ON timesheets
  REFERENCING OLD TABLE AS status_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_status_counts_on_timesheets();
--> statement-breakpoint
-- TRUNCATE has no transition table: it empties the counts with the timesheets.
CREATE OR REPLACE FUNCTION timesheet_status_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timesheet_status_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_status_counts_truncate AFTER TRUNCATE ON timesheets
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_status_counts_on_truncate();
--> statement-breakpoint
-- What the database already holds. The triggers above exist from here on in this transaction and
-- creating them locked timesheets against writes, so no write falls between the count and them.
INSERT INTO timesheet_status_counts (status, billing_period, count)
SELECT t.status, t.billing_period, count(*)
FROM timesheets t
GROUP BY t.status, t.billing_period;
