CREATE TABLE "timesheet_amounts" (
	"timesheet_id" uuid NOT NULL,
	"component" text NOT NULL,
	"currency" text NOT NULL,
	"billing_period" date NOT NULL,
	"amount" numeric NOT NULL,
	"approved" boolean NOT NULL,
	CONSTRAINT "timesheet_amounts_pkey" PRIMARY KEY("timesheet_id","component","currency")
);
--> statement-breakpoint
ALTER TABLE "timesheet_amounts" ADD CONSTRAINT "timesheet_amounts_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_amounts_period_idx" ON "timesheet_amounts" USING btree ("billing_period","currency","component");--> statement-breakpoint
-- The one pricing of timesheets in SQL, following lib/domain/fees: one rounded line per rate
-- (HOURLY and DAILY: quantity × rate; MONTHLY: the amount × min(days, working days) ÷ working
-- days, where working days are the month's days on the contractor's work days, Monday to Friday
-- when none are set; every settlement currency has 2 decimals, and round() on numeric rounds half
-- away from zero, half-up). Expenses are their stored amounts, already converted to the
-- settlement currency; the bonus is in the currency of the project engagement's rates.
CREATE OR REPLACE FUNCTION priced_components(p_ids uuid[])
RETURNS TABLE (timesheet_id uuid, billing_period date, currency text, component text, amount numeric)
LANGUAGE sql STABLE AS $$
  with scoped as materialized (
    select t.id, t.billing_period, t.project_engagement_id, t.bonus_amount,
           case when cardinality(c.working_days) = 0 then array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY'] else c.working_days end as work_days
    from timesheets t
    inner join contractors c on c.id = t.contractor_id
    where t.id = any(p_ids)
  ),
  quantities as (
    -- Records summed per timesheet and rate first, by hash, before anything is joined to them.
    select tr.timesheet_id, tr.rate_id, sum(tr.time_amount) as quantity
    from timesheet_records tr
    where tr.timesheet_id = any(p_ids)
    group by tr.timesheet_id, tr.rate_id
  ),
  working_days as materialized (
    -- Counted once per month and work-day pattern, not once per fee line.
    select p.billing_period, p.work_days,
           (select count(*) from generate_series(date_trunc('month', p.billing_period), date_trunc('month', p.billing_period) + interval '1 month - 1 day', interval '1 day') d
             where to_char(d, 'FMDAY') = any(p.work_days)) as days
    from (select distinct s.billing_period, s.work_days from scoped s) p
  ),
  fee_lines as (
    select w.id, w.billing_period, r.currency, r.frequency, r.amount as rate, q.quantity, wd.days as working_days
    from quantities q
    inner join scoped w on w.id = q.timesheet_id
    inner join rates r on r.id = q.rate_id
    inner join working_days wd on wd.billing_period = w.billing_period and wd.work_days = w.work_days
  ),
  bonuses as (
    -- The currency is looked up only for the timesheets that have a bonus to price.
    select w.id, w.billing_period, w.bonus_amount,
           (select r.currency from rates r inner join engagements e on e.id = r.engagement_id
             where e.project_engagement_id = w.project_engagement_id
             order by (e.start_date <= (date_trunc('month', w.billing_period) + interval '1 month - 1 day')::date
                       and (e.end_date is null or e.end_date >= date_trunc('month', w.billing_period)::date)) desc, e.start_date desc
             limit 1) as currency
    from scoped w
    where w.bonus_amount is not null
  )
  select f.id, f.billing_period, f.currency, 'fee'::text,
         case when f.frequency = 'MONTHLY' then round(least(f.quantity, f.working_days) * f.rate / nullif(f.working_days, 0), 2)
              else round(f.quantity * f.rate, 2) end
  from fee_lines f
  union all
  select w.id, w.billing_period, er.original_currency, 'expenses'::text, er.amount
  from scoped w inner join expense_records er on er.timesheet_id = w.id
  union all
  select b.id, b.billing_period, b.currency, 'bonus'::text, b.bonus_amount
  from bonuses b
  where b.currency is not null
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_timesheet_amounts(p_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
    RETURN;
  END IF;
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
-- Statement-level triggers with transition tables: one re-pricing per statement, however many
-- rows it wrote (PostgreSQL allows a transition table on a one-event trigger only, hence one
-- trigger per event). A status change re-prices only when a component enters or leaves APPROVED:
-- the daily job's moves to DUE change neither an amount nor what is settled.
CREATE OR REPLACE FUNCTION timesheet_amounts_on_timesheets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_timesheet_amounts(array(SELECT n.id FROM amounts_new n));
  ELSE
    PERFORM refresh_timesheet_amounts(array(
      SELECT n.id FROM amounts_new n INNER JOIN amounts_old o ON o.id = n.id
      WHERE (n.fee_status = 'APPROVED', n.expenses_status = 'APPROVED', n.bonus_status = 'APPROVED',
             n.bonus_amount, n.contractor_id, n.project_engagement_id, n.billing_period)
              IS DISTINCT FROM
            (o.fee_status = 'APPROVED', o.expenses_status = 'APPROVED', o.bonus_status = 'APPROVED',
             o.bonus_amount, o.contractor_id, o.project_engagement_id, o.billing_period)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_timesheets_insert AFTER INSERT ON timesheets
  REFERENCING NEW TABLE AS amounts_new FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_timesheets();
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_timesheets_update AFTER UPDATE ON timesheets
  REFERENCING NEW TABLE AS amounts_new OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_timesheets();
--> statement-breakpoint
-- Records and expenses: re-price the timesheets whose rows the statement wrote.
CREATE OR REPLACE FUNCTION timesheet_amounts_on_component_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_timesheet_amounts(array(SELECT DISTINCT n.timesheet_id FROM amounts_new n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_timesheet_amounts(array(SELECT DISTINCT o.timesheet_id FROM amounts_old o));
  ELSE
    PERFORM refresh_timesheet_amounts(array(SELECT n.timesheet_id FROM amounts_new n UNION SELECT o.timesheet_id FROM amounts_old o));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_records_insert AFTER INSERT ON timesheet_records
  REFERENCING NEW TABLE AS amounts_new FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_component_rows();
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_records_update AFTER UPDATE ON timesheet_records
  REFERENCING NEW TABLE AS amounts_new OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_component_rows();
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_records_delete AFTER DELETE ON timesheet_records
  REFERENCING OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_component_rows();
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_expenses_insert AFTER INSERT ON expense_records
  REFERENCING NEW TABLE AS amounts_new FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_component_rows();
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_expenses_update AFTER UPDATE ON expense_records
  REFERENCING NEW TABLE AS amounts_new OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_component_rows();
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_expenses_delete AFTER DELETE ON expense_records
  REFERENCING OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_component_rows();
--> statement-breakpoint
-- A rate prices the fee (and its currency the bonus) of every timesheet of its project
-- engagement; a contractor's work days price MONTHLY fees: re-price what an edit touches.
CREATE OR REPLACE FUNCTION timesheet_amounts_on_rates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_timesheet_amounts(array(
    SELECT DISTINCT t.id
    FROM amounts_new n
    INNER JOIN amounts_old o ON o.id = n.id
    INNER JOIN engagements e ON e.id = n.engagement_id
    INNER JOIN timesheets t ON t.project_engagement_id = e.project_engagement_id
    WHERE (n.amount, n.frequency, n.currency) IS DISTINCT FROM (o.amount, o.frequency, o.currency)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_rates_update AFTER UPDATE ON rates
  REFERENCING NEW TABLE AS amounts_new OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_rates();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_amounts_on_contractors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_timesheet_amounts(array(
    SELECT t.id
    FROM amounts_new n
    INNER JOIN amounts_old o ON o.id = n.id
    INNER JOIN timesheets t ON t.contractor_id = n.id
    WHERE n.working_days IS DISTINCT FROM o.working_days));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_amounts_contractors_update AFTER UPDATE ON contractors
  REFERENCING NEW TABLE AS amounts_new OLD TABLE AS amounts_old FOR EACH STATEMENT EXECUTE FUNCTION timesheet_amounts_on_contractors();
--> statement-breakpoint
-- What the database already holds.
SELECT refresh_timesheet_amounts(array(SELECT id FROM timesheets));
