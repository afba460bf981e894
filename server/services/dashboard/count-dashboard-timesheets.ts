import "server-only";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";

type Row = { due: number; contested: number; submitted: number; approved_this_period: number };

/**
 * The dashboard cards: timesheets waiting on someone (DUE on the contractor, CONTESTED on the
 * contractor's correction, SUBMITTED on a reviewer) in any period, and the timesheets of the
 * current period already APPROVED. Summed from timesheet_status_counts, which the database keeps
 * per status and billing period (server/db/schema/timesheet-status-counts.ts): about one row per
 * month for each of the three open statuses, where counting timesheets read every open one.
 */
export async function countDashboardTimesheets(db: DbOrTx, { today }: { today: IsoDate }) {
  const current = BillingPeriod.current(today).toDatabase();
  const result = await db.execute(sql`
    select coalesce(sum(k.count) filter (where k.status = 'DUE'), 0)::int as due,
           coalesce(sum(k.count) filter (where k.status = 'CONTESTED'), 0)::int as contested,
           coalesce(sum(k.count) filter (where k.status = 'SUBMITTED'), 0)::int as submitted,
           coalesce(sum(k.count) filter (where k.status = 'APPROVED'), 0)::int as approved_this_period
    from timesheet_status_counts k
    where k.status in ('DUE', 'CONTESTED', 'SUBMITTED') or (k.status = 'APPROVED' and k.billing_period = ${current}::date)
  `);
  const [row] = rowsOf<Row>(result);
  return {
    due: Number(row?.due ?? 0),
    contested: Number(row?.contested ?? 0),
    submitted: Number(row?.submitted ?? 0),
    approvedThisPeriod: Number(row?.approved_this_period ?? 0),
  };
}
