import "server-only";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { DASHBOARD_ALWAYS_SHOWN, DASHBOARD_PERIODS_BACK } from "@/lib/domain/selection";
import type { TimesheetStatus } from "@/lib/domain/reference";
import { isTimesheetStatus } from "@/lib/domain/statuses";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";

/** The order of the groups: what someone must act on first. */
const GROUP_ORDER: readonly TimesheetStatus[] = ["CONTESTED", "DUE", "SUBMITTED", "IN_PROGRESS", "INITIALIZED", "APPROVED", "CLOSED"];

/** Rows sent per group; the group's count says how many match, and the search lists them all. */
export const NEEDS_ATTENTION_ROWS = 10;

export interface AttentionTimesheet {
  id: string;
  contractorName: string;
  projectName: string;
  billingPeriod: { month: number; year: number };
  periodName: string;
  status: TimesheetStatus;
  flagged: boolean;
}

export interface NeedsAttentionGroup {
  status: TimesheetStatus;
  /** Every timesheet of the group, not only the rows sent. */
  count: number;
  timesheets: AttentionTimesheet[];
}

type Row = {
  id: string;
  contractor_name: string;
  project_name: string;
  billing_period: string;
  status: string;
  flagged: boolean;
  total: number | string;
};

/**
 * The dashboard's "Needs attention" list: the spec's dashboard filter (DUE, CONTESTED and
 * SUBMITTED of any period, anything else from two periods back on) applied in SQL, grouped by
 * status with each group's count and its first rows: oldest period first and, inside a period,
 * oldest change first (then id). Each group's rows are the front of one range of the index
 * timesheets (status, billing_period, updated_at, id), read in order and stopped after
 * `rowsPerGroup`; its count sums that status's months in timesheet_status_counts (kept by the
 * database); names are joined for the rows sent only. One statement whose work is bounded by
 * groups × rows, however many timesheets the company has.
 */
export async function listNeedsAttention(
  db: DbOrTx,
  { today, rowsPerGroup = NEEDS_ATTENTION_ROWS }: { today: IsoDate; rowsPerGroup?: number },
): Promise<NeedsAttentionGroup[]> {
  const oldest = BillingPeriod.current(today).plusMonths(-DASHBOARD_PERIODS_BACK).toDatabase();
  // Per status, the first period it is shown from: any for the statuses always shown.
  const ranges = sql.join(
    GROUP_ORDER.map((status) => sql`(${status}::text, ${DASHBOARD_ALWAYS_SHOWN.includes(status) ? "0001-01-15" : oldest}::date)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ranges(status, from_period) as (values ${ranges}),
    picked as (
      select r.status, t.id, t.billing_period, t.updated_at, t.flagged, t.contractor_id, t.project_id, n.total
      from ranges r
      -- Summed once per status from the kept counts (a row per month), not counted over its timesheets.
      cross join lateral (select sum(k.count) as total from timesheet_status_counts k where k.status = r.status and k.billing_period >= r.from_period) n
      cross join lateral (
        select t.id, t.billing_period, t.updated_at, t.flagged, t.contractor_id, t.project_id
        from timesheets t
        where t.status = r.status and t.billing_period >= r.from_period
        order by t.billing_period, t.updated_at, t.id
        limit ${rowsPerGroup}
      ) t
    )
    select p.id, p.status, to_char(p.billing_period, 'YYYY-MM-DD') as billing_period, p.flagged, p.total,
           u.name as contractor_name, pr.name as project_name
    from picked p
    inner join contractors c on c.id = p.contractor_id
    inner join users u on u.id = c.user_id
    inner join projects pr on pr.id = p.project_id
    order by p.status, p.billing_period, p.updated_at, p.id
  `);
  const groups = new Map<TimesheetStatus, NeedsAttentionGroup>();
  for (const row of rowsOf<Row>(result)) {
    if (!isTimesheetStatus(row.status)) continue;
    const group = groups.get(row.status) ?? { status: row.status, count: Number(row.total), timesheets: [] };
    const period = BillingPeriod.fromString(row.billing_period);
    group.timesheets.push({
      id: row.id,
      contractorName: row.contractor_name,
      projectName: row.project_name,
      billingPeriod: { month: period.month, year: period.year },
      periodName: period.name,
      status: row.status,
      flagged: row.flagged,
    });
    groups.set(row.status, group);
  }
  return GROUP_ORDER.flatMap((status) => {
    const group = groups.get(status);
    return group ? [group] : [];
  });
}
