import "server-only";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";

/**
 * The dashboard cards: timesheets waiting on someone (DUE on the contractor, CONTESTED on the
 * contractor's correction, SUBMITTED on a reviewer) in any period, and the timesheets of the
 * current period already APPROVED.
 */
export async function countDashboardTimesheets(db: DbOrTx, { today }: { today: IsoDate }) {
  const current = BillingPeriod.current(today).toDatabase();
  const [row] = await db
    .select({
      due: count(sql`case when ${timesheets.status} = 'DUE' then 1 end`),
      contested: count(sql`case when ${timesheets.status} = 'CONTESTED' then 1 end`),
      submitted: count(sql`case when ${timesheets.status} = 'SUBMITTED' then 1 end`),
      approvedThisPeriod: count(
        sql`case when ${timesheets.status} = 'APPROVED' and ${timesheets.billingPeriod} = ${current} then 1 end`,
      ),
    })
    .from(timesheets)
    // Only the rows the cards count, found by the status index: the closed history is never read.
    .where(or(inArray(timesheets.status, ["DUE", "CONTESTED", "SUBMITTED"]), and(eq(timesheets.status, "APPROVED"), eq(timesheets.billingPeriod, current))));
  return row ?? { due: 0, contested: 0, submitted: 0, approvedThisPeriod: 0 };
}
