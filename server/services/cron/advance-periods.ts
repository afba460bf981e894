import "server-only";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { AdvancePeriodsResult } from "@/lib/schemas/decisions";
import { rowsOf, type Database, type Tx } from "@/server/db";

/** The activity log's name for the daily job, which has no account. */
const CRON_ACTOR_LABEL = "Cron: advance-periods";

/**
 * Two runs at once (two app instances, a retry while the first still runs) take turns on this
 * transaction-scoped advisory lock; the second then finds nothing left to do.
 */
const ADVANCE_PERIODS_LOCK = 7_410_020_117;

/**
 * The daily job. Creates the current and next month's INITIALIZED timesheets of every running
 * engagement, then moves statuses with the calendar (the SQL form of lib/domain statusesAsOf and
 * derivedTimesheetStatus): INITIALIZED opens once its month begins, IN_PROGRESS becomes DUE once
 * its month is past, and the timesheet status is derived again. Set-based: three statements
 * whatever the data (the lock, the creation, the move), each writing its audit rows in the same
 * statement, one per changed timesheet. Idempotent: a second run on the same day finds nothing.
 */
export async function advancePeriods(db: Database, today: IsoDate): Promise<AdvancePeriodsResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVANCE_PERIODS_LOCK}::bigint)`);
    const timesheetsCreated = await createUpcomingTimesheets(tx, today);
    const moved = await moveStatuses(tx, today);
    return { today, timesheetsCreated, ...moved };
  });
}

async function createUpcomingTimesheets(tx: Tx, today: IsoDate): Promise<number> {
  const current = BillingPeriod.current(today);
  const next = current.next();
  // A period is covered when one of the engagement's dated periods touches one of its days
  // (covered-periods isCovered); the unique key skips timesheets that exist already.
  const result = await tx.execute(sql`
    with periods (period, first_day, last_day) as (
      values (${current.toDatabase()}::date, ${current.firstDay()}::date, ${current.lastDay()}::date),
             (${next.toDatabase()}::date, ${next.firstDay()}::date, ${next.lastDay()}::date)
    ),
    created as (
      insert into timesheets (project_engagement_id, contractor_id, project_id, billing_period, status, fee_status, expenses_status, bonus_status)
      select pe.id, pe.contractor_id, pe.project_id, p.period, 'INITIALIZED', 'ELIGIBLE',
             case when pe.expenses_eligible then 'ELIGIBLE' else 'NOT_ELIGIBLE' end,
             case when pe.bonus_eligible then 'ELIGIBLE' else 'NOT_ELIGIBLE' end
      from project_engagements pe
      cross join periods p
      where exists (
        select 1 from engagements e
        where e.project_engagement_id = pe.id
          and e.start_date <= p.last_day
          and (e.end_date is null or e.end_date >= p.first_day)
      )
      on conflict (project_engagement_id, billing_period) do nothing
      returning id, billing_period, status, fee_status, expenses_status, bonus_status, version
    ),
    audited as (
      insert into activity_logs (actor_user_id, actor_label, action, entity_type, entity_id, timesheet_id, event, before, after)
      select null, ${CRON_ACTOR_LABEL}, 'INSERT', 'timesheet', c.id, c.id, 'create-timesheet', null,
             jsonb_build_object(
               'billingPeriod', to_char(c.billing_period, 'YYYY-MM-DD'),
               'status', c.status, 'feeStatus', c.fee_status, 'expensesStatus', c.expenses_status,
               'bonusStatus', c.bonus_status, 'version', c.version)
      from created c
    )
    select count(*)::int as created from created`);
  return rowsOf<{ created: number }>(result)[0]?.created ?? 0;
}

async function moveStatuses(tx: Tx, today: IsoDate) {
  const current = BillingPeriod.current(today).toDatabase();
  // Only rows the calendar can move are read (and locked): those that begin or end today's reckoning.
  const result = await tx.execute(sql`
    with candidates as (
      select id, version, status, fee_status, expenses_status, bonus_status, billing_period < ${current}::date as past
      from timesheets
      where status <> 'CLOSED'
        and ((status = 'INITIALIZED' and billing_period <= ${current}::date)
          or (billing_period < ${current}::date and 'IN_PROGRESS' in (status, fee_status, expenses_status, bonus_status)))
      for update
    ),
    rolled as (
      select c.*,
             case when o.opened = 'IN_PROGRESS' and c.past then 'DUE' else o.opened end as rolled_status,
             case when c.fee_status = 'IN_PROGRESS' and c.past then 'DUE' else c.fee_status end as next_fee,
             case when c.expenses_status = 'IN_PROGRESS' and c.past then 'DUE' else c.expenses_status end as next_expenses,
             case when c.bonus_status = 'IN_PROGRESS' and c.past then 'DUE' else c.bonus_status end as next_bonus
      from candidates c
      cross join lateral (
        select case when c.status = 'INITIALIZED' then (case when c.past then 'DUE' else 'IN_PROGRESS' end) else c.status end as opened
      ) o
    ),
    derived as (
      select r.*,
             case
               when 'CONTESTED' in (r.next_fee, r.next_expenses, r.next_bonus) then 'CONTESTED'
               when r.next_fee = 'APPROVED'
                 and r.next_expenses in ('APPROVED', 'NOT_SUBMITTED', 'NOT_ELIGIBLE')
                 and r.next_bonus in ('APPROVED', 'NOT_SUBMITTED', 'NOT_ELIGIBLE') then 'APPROVED'
               when r.next_fee = 'NOT_SUBMITTED' and 'APPROVED' in (r.next_expenses, r.next_bonus) then 'APPROVED'
               else r.rolled_status
             end as next_status,
             (r.next_fee <> r.fee_status)::int + (r.next_expenses <> r.expenses_status)::int + (r.next_bonus <> r.bonus_status)::int as due_now
      from rolled r
    ),
    changed as (
      select * from derived where due_now > 0 or next_status <> status
    ),
    updated as (
      update timesheets t
      set status = c.next_status, fee_status = c.next_fee, expenses_status = c.next_expenses, bonus_status = c.next_bonus,
          version = t.version + 1, updated_at = now()
      from changed c
      where t.id = c.id
      returning t.id, t.version
    ),
    audited as (
      insert into activity_logs (actor_user_id, actor_label, action, entity_type, entity_id, timesheet_id, event, before, after)
      select null, ${CRON_ACTOR_LABEL}, 'UPDATE', 'timesheet', c.id, c.id, 'advance-periods',
             jsonb_build_object('status', c.status, 'feeStatus', c.fee_status, 'expensesStatus', c.expenses_status,
                                'bonusStatus', c.bonus_status, 'version', c.version),
             jsonb_build_object('status', c.next_status, 'feeStatus', c.next_fee, 'expensesStatus', c.next_expenses,
                                'bonusStatus', c.next_bonus, 'version', u.version, 'today', ${today}::text)
      from changed c
      join updated u on u.id = c.id
    )
    select count(*)::int as advanced,
           coalesce(sum(due_now), 0)::int as due,
           (count(*) filter (where status = 'INITIALIZED' and next_status <> 'INITIALIZED'))::int as opened
    from changed`);
  const [row] = rowsOf<{ advanced: number; due: number; opened: number }>(result);
  return { timesheetsAdvanced: row?.advanced ?? 0, timesheetsOpened: row?.opened ?? 0, componentsDue: row?.due ?? 0 };
}
