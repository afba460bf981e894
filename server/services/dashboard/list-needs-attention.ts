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
 * status with each group's count and its first rows (oldest period, then contractor and project).
 * One statement whose answer is bounded by groups × rows, however long the history: the rows the
 * filter selects are ranked in the database instead of being carried into the app.
 */
export async function listNeedsAttention(
  db: DbOrTx,
  { today, rowsPerGroup = NEEDS_ATTENTION_ROWS }: { today: IsoDate; rowsPerGroup?: number },
): Promise<NeedsAttentionGroup[]> {
  const oldest = BillingPeriod.current(today).plusMonths(-DASHBOARD_PERIODS_BACK).toDatabase();
  const always = sql.join(
    DASHBOARD_ALWAYS_SHOWN.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with selected as (
      select t.id, t.status, t.billing_period, t.flagged, t.contractor_id, t.project_id,
             count(*) over (partition by t.status) as total
      from timesheets t
      where t.status in (${always}) or t.billing_period >= ${oldest}::date
    ),
    ranked as (
      select s.id, s.status, s.billing_period, s.flagged, s.total, u.name as contractor_name, p.name as project_name,
             row_number() over (partition by s.status order by s.billing_period, u.name, p.name, s.id) as position
      from selected s
      inner join contractors c on c.id = s.contractor_id
      inner join users u on u.id = c.user_id
      inner join projects p on p.id = s.project_id
    )
    select id, status, to_char(billing_period, 'YYYY-MM-DD') as billing_period, flagged, total, contractor_name, project_name
    from ranked
    where position <= ${rowsPerGroup}
    order by status, position
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
