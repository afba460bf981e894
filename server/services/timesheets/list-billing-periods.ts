import "server-only";
import { asc } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { BillingPeriodOption } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { timesheetScope } from "./find-timesheet";

/** The billing periods of the actor's timesheets and the current one, each once, earliest first. */
export async function listBillingPeriods(db: DbOrTx, actor: Actor, today: IsoDate): Promise<BillingPeriodOption[]> {
  const rows = await db
    .selectDistinct({ billingPeriod: timesheets.billingPeriod })
    .from(timesheets)
    .where(timesheetScope(actor))
    .orderBy(asc(timesheets.billingPeriod));
  const periods = rows.map((row) => BillingPeriod.fromString(row.billingPeriod));
  const current = BillingPeriod.current(today);
  if (!periods.some((period) => period.equals(current))) periods.push(current);
  return periods
    .sort(BillingPeriod.compare)
    .map((period) => ({ month: period.month, year: period.year, name: period.name, text: period.toString() }));
}
