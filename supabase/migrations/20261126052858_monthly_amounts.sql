CREATE TABLE "monthly_amounts" (
	"billing_period" date NOT NULL,
	"currency" text NOT NULL,
	"component" text NOT NULL,
	"approved" boolean NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "monthly_amounts_pkey" PRIMARY KEY("billing_period","currency","component","approved")
);
--> statement-breakpoint
CREATE INDEX "timesheets_status_period_updated_idx" ON "timesheets" USING btree ("status","billing_period","updated_at","id");--> statement-breakpoint
-- monthly_amounts follows timesheet_amounts row for row: each statement that inserts, deletes or
-- updates timesheet_amounts (a re-pricing, or the cascade of a deleted timesheet) adds or
-- subtracts its rows' amounts per month, currency, component and approval, in key order.
CREATE OR REPLACE FUNCTION monthly_amounts_on_timesheet_amounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO monthly_amounts AS m (billing_period, currency, component, approved, amount)
    SELECT o.billing_period, o.currency, o.component, o.approved, -sum(o.amount)
    FROM monthly_old o
    GROUP BY o.billing_period, o.currency, o.component, o.approved
    ORDER BY o.billing_period, o.currency, o.component, o.approved
    ON CONFLICT (billing_period, currency, component, approved) DO UPDATE SET amount = m.amount + excluded.amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO monthly_amounts AS m (billing_period, currency, component, approved, amount)
    SELECT n.billing_period, n.currency, n.component, n.approved, sum(n.amount)
    FROM monthly_new n
    GROUP BY n.billing_period, n.currency, n.component, n.approved
    ORDER BY n.billing_period, n.currency, n.component, n.approved
    ON CONFLICT (billing_period, currency, component, approved) DO UPDATE SET amount = m.amount + excluded.amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER monthly_amounts_insert AFTER INSERT ON timesheet_amounts
  REFERENCING NEW TABLE AS monthly_new FOR EACH STATEMENT EXECUTE FUNCTION monthly_amounts_on_timesheet_amounts();
--> statement-breakpoint
CREATE TRIGGER monthly_amounts_update AFTER UPDATE ON timesheet_amounts
  REFERENCING NEW TABLE AS monthly_new OLD TABLE AS monthly_old FOR EACH STATEMENT EXECUTE FUNCTION monthly_amounts_on_timesheet_amounts();
--> statement-breakpoint
CREATE TRIGGER monthly_amounts_delete AFTER DELETE ON timesheet_amounts
  REFERENCING OLD TABLE AS monthly_old FOR EACH STATEMENT EXECUTE FUNCTION monthly_amounts_on_timesheet_amounts();
--> statement-breakpoint
-- A re-pricing first deletes a timesheet's amounts, then inserts them again: two statements, each
-- changing monthly rows. Locking the months' rows first, in key order, keeps two re-pricings of
-- the same month (an approval beside an un-approval) from taking them in opposite orders and
-- deadlocking. Otherwise the body of migration timesheet_amounts.
CREATE OR REPLACE FUNCTION refresh_timesheet_amounts(p_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM monthly_amounts m
  WHERE m.billing_period IN (SELECT t.billing_period FROM timesheets t WHERE t.id = ANY(p_ids)
                             UNION SELECT a.billing_period FROM timesheet_amounts a WHERE a.timesheet_id = ANY(p_ids))
  ORDER BY m.billing_period, m.currency, m.component, m.approved
  FOR UPDATE OF m;
  DELETE FROM timesheet_amounts a WHERE a.timesheet_id = ANY(p_ids);
  INSERT INTO timesheet_amounts (timesheet_id, component, currency, billing_period, amount, approved)
  SELECT p.timesheet_id, p.component, p.currency, p.billing_period, sum(p.amount),
         bool_or(CASE p.component WHEN 'fee' THEN t.fee_status WHEN 'expenses' THEN t.expenses_status ELSE t.bonus_status END = 'APPROVED')
  FROM priced_components(p_ids) p
  INNER JOIN timesheets t ON t.id = p.timesheet_id
  GROUP BY p.timesheet_id, p.component, p.currency, p.billing_period;
END
$$;
--> statement-breakpoint
-- What the database already holds.
INSERT INTO monthly_amounts (billing_period, currency, component, approved, amount)
SELECT a.billing_period, a.currency, a.component, a.approved, sum(a.amount)
FROM timesheet_amounts a
GROUP BY a.billing_period, a.currency, a.component, a.approved;
