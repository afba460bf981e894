import "server-only";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { Money } from "@/lib/domain/money";
import type { TimesheetStatus } from "@/lib/domain/reference";
import { DASHBOARD_ALWAYS_SHOWN, DASHBOARD_PERIODS_BACK } from "@/lib/domain/selection";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";

/** The order of the groups: what someone must act on first. */
const GROUP_ORDER: readonly TimesheetStatus[] = ["CONTESTED", "DUE", "SUBMITTED", "IN_PROGRESS", "INITIALIZED", "APPROVED", "CLOSED"];

/** Rows sent per group; the group's count says how many match, and the search lists them all. */
const NEEDS_ATTENTION_ROWS = 10;

/** Months in the settled chart, the current one last. */
const CHART_MONTHS = 12;

interface AttentionTimesheet {
  id: string;
  contractorName: string;
  projectName: string;
  billingPeriod: { month: number; year: number };
  periodName: string;
  status: TimesheetStatus;
  flagged: boolean;
}

interface NeedsAttentionGroup {
  status: TimesheetStatus;
  /** Every timesheet of the group, not only the rows sent. */
  count: number;
  timesheets: AttentionTimesheet[];
}

interface SettledMonth {
  /** `yyyy-MM` */
  period: string;
  name: string;
  fee: string;
  expenses: string;
  bonus: string;
}

/** Settled amounts of one currency, one entry per month (oldest first, every month present). */
interface SettledSeries {
  currency: string;
  months: SettledMonth[];
}

interface Dashboard {
  /** Waiting on someone in any period (DUE, CONTESTED, SUBMITTED), and this period's APPROVED. */
  counts: { due: number; contested: number; submitted: number; approvedThisPeriod: number };
  /** What the current period is worth across all its timesheets, whatever their status. */
  totals: { timesheetCount: number; fee: Money[]; expenses: Money[]; bonus: Money[] };
  /** "Needs attention": per status in GROUP_ORDER, its count and its first rows. */
  groups: NeedsAttentionGroup[];
  /** What was settled (approved) per month and currency over the last 12 periods. */
  settled: SettledSeries[];
}

/**
 * The whole admin dashboard in one statement, its answer built as one JSON value by the database:
 * each part is a few index reads, so a round trip per part and assembling the answer in the app
 * cost more than the parts themselves (docs/performance.md). Every part reads what the database
 * keeps summed or an index's front, so nothing grows with the company:
 *
 * - the cards and the period's timesheet count sum timesheet_status_counts (a row per status and
 *   month, server/db/schema/timesheet-status-counts.ts);
 * - the period totals and the chart sum monthly_amounts (a row per month, currency, component and
 *   approval, server/db/schema/timesheet-amounts.ts): at most 12 × currencies × 3 × 2 rows;
 * - "needs attention" applies the spec's dashboard filter (DUE, CONTESTED and SUBMITTED of any
 *   period, anything else from two periods back on): each group's rows are the front of one range
 *   of the index timesheets (status, billing_period, updated_at, id), oldest period and, inside a
 *   period, oldest change first (then id), stopped after `rowsPerGroup`; its count sums the kept
 *   counts; names are read by primary key for the rows sent only.
 *
 * Amounts are written by the database as text at two decimals (never through a float): every
 * settlement currency has cents (SETTLEMENT_CURRENCY_MINOR_UNITS) and priced_components rounds
 * each line to them, so round(…, 2) only pads a sum to them (as formatAmount). Month names are to_char's
 * English ones ('Month' without the TM prefix ignores the locale), as BillingPeriod names them.
 */
export async function loadDashboard(db: DbOrTx, { today, rowsPerGroup = NEEDS_ATTENTION_ROWS }: { today: IsoDate; rowsPerGroup?: number }): Promise<Dashboard> {
  const period = BillingPeriod.current(today);
  const current = period.toDatabase();
  const oldest = period.plusMonths(-DASHBOARD_PERIODS_BACK).toDatabase();
  const chartFrom = period.plusMonths(-(CHART_MONTHS - 1)).toDatabase();
  // Per status, its place among the groups and the first period it is shown from: any for the statuses always shown.
  const ranges = sql.join(
    GROUP_ORDER.map(
      (status, position) => sql`(${position}::int, ${status}::text, ${DASHBOARD_ALWAYS_SHOWN.includes(status) ? "0001-01-15" : oldest}::date)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ranges(position, status, from_period) as (values ${ranges}),
    picked as (
      select r.position, r.status, n.total, t.id, t.billing_period, t.updated_at, t.flagged, t.contractor_id, t.project_id
      from ranges r
      cross join lateral (select coalesce(sum(k.count), 0)::int as total from timesheet_status_counts k where k.status = r.status and k.billing_period >= r.from_period) n
      cross join lateral (
        select t.id, t.billing_period, t.updated_at, t.flagged, t.contractor_id, t.project_id
        from timesheets t
        where t.status = r.status and t.billing_period >= r.from_period
        order by t.billing_period, t.updated_at, t.id
        limit ${rowsPerGroup}
      ) t
    ),
    attention as (
      select p.position, p.status, p.total,
             json_agg(json_build_object(
               'id', p.id,
               -- Names by primary key for the rows sent only.
               'contractorName', (select u.name from contractors c inner join users u on u.id = c.user_id where c.id = p.contractor_id),
               'projectName', (select pr.name from projects pr where pr.id = p.project_id),
               'billingPeriod', json_build_object('month', extract(month from p.billing_period)::int, 'year', extract(year from p.billing_period)::int),
               'periodName', to_char(p.billing_period, 'FMMonth YYYY'),
               'status', p.status,
               'flagged', p.flagged
             ) order by p.billing_period, p.updated_at, p.id) as timesheets
      from picked p
      group by p.position, p.status, p.total
    ),
    period_amounts as (
      select m.component, m.currency, round(sum(m.amount), 2)::text as amount
      from monthly_amounts m
      where m.billing_period = ${current}::date
      group by m.component, m.currency
      -- A currency the month no longer has (its amounts were re-priced away) keeps a zero row: left out.
      having sum(abs(m.amount)) > 0
    ),
    settled as (
      select to_char(m.billing_period, 'YYYY-MM') as period, m.currency,
             round(coalesce(sum(m.amount) filter (where m.component = 'fee'), 0), 2)::text as fee,
             round(coalesce(sum(m.amount) filter (where m.component = 'expenses'), 0), 2)::text as expenses,
             round(coalesce(sum(m.amount) filter (where m.component = 'bonus'), 0), 2)::text as bonus
      from monthly_amounts m
      where m.billing_period between ${chartFrom}::date and ${current}::date and m.approved
      group by m.billing_period, m.currency
      -- A currency whose amounts all went back to zero (every one of its timesheets re-priced away) has no month to show.
      having sum(abs(m.amount)) > 0
    ),
    chart_months as (
      select i, (${chartFrom}::date + make_interval(months => i))::date as billing_period
      from generate_series(0, ${CHART_MONTHS - 1}::int) as i
    )
    select json_build_object(
      'counts', (
        select json_build_object(
                 'due', coalesce(sum(k.count) filter (where k.status = 'DUE'), 0)::int,
                 'contested', coalesce(sum(k.count) filter (where k.status = 'CONTESTED'), 0)::int,
                 'submitted', coalesce(sum(k.count) filter (where k.status = 'SUBMITTED'), 0)::int,
                 'approvedThisPeriod', coalesce(sum(k.count) filter (where k.status = 'APPROVED'), 0)::int)
        from timesheet_status_counts k
        where k.status in ('DUE', 'CONTESTED', 'SUBMITTED') or (k.status = 'APPROVED' and k.billing_period = ${current}::date)
      ),
      'totals', json_build_object(
        'timesheetCount', (select coalesce(sum(k.count), 0)::int from timesheet_status_counts k where k.billing_period = ${current}::date),
        'fee', (select coalesce(json_agg(json_build_object('currency', a.currency, 'amount', a.amount) order by a.currency collate "C"), '[]') from period_amounts a where a.component = 'fee'),
        'expenses', (select coalesce(json_agg(json_build_object('currency', a.currency, 'amount', a.amount) order by a.currency collate "C"), '[]') from period_amounts a where a.component = 'expenses'),
        'bonus', (select coalesce(json_agg(json_build_object('currency', a.currency, 'amount', a.amount) order by a.currency collate "C"), '[]') from period_amounts a where a.component = 'bonus')
      ),
      'groups', (
        select coalesce(json_agg(json_build_object('status', a.status, 'count', a.total, 'timesheets', a.timesheets) order by a.position), '[]')
        from attention a
      ),
      'settled', (
        select coalesce(json_agg(json_build_object(
                 'currency', c.currency,
                 -- Every month of the chart, a month with nothing settled at zero.
                 'months', (
                   select json_agg(json_build_object(
                            'period', to_char(cm.billing_period, 'YYYY-MM'),
                            'name', to_char(cm.billing_period, 'FMMonth YYYY'),
                            'fee', coalesce(s.fee, '0.00'),
                            'expenses', coalesce(s.expenses, '0.00'),
                            'bonus', coalesce(s.bonus, '0.00')
                          ) order by cm.i)
                   from chart_months cm
                   left join settled s on s.currency = c.currency and s.period = to_char(cm.billing_period, 'YYYY-MM')
                 )
               ) order by c.currency collate "C"), '[]')
        from (select distinct s.currency from settled s) c
      )
    ) as dashboard
  `);
  // Both drivers (postgres.js and PGlite) parse a json column into its value.
  const [row] = rowsOf<{ dashboard: Dashboard }>(result);
  if (!row) throw new Error("The dashboard query returned no row");
  return row.dashboard;
}
