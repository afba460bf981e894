import "server-only";
import { sql } from "drizzle-orm";
import { CURRENCIES, RATE_FREQUENCIES, TIME_UNITS } from "@/lib/domain/reference";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";
import { uuidArray } from "@/server/db/sql/ids-in";
import { stored } from "@/server/db/sql/stored-values";
import type { ExportFeeRecord } from "./fee-table";

type Row = {
  timesheet_id: string;
  date: string;
  work_summary: string;
  counter_part: string;
  time_amount: string;
  time_unit: string;
  rate_id: string;
  frequency: string;
  rate_amount: string;
  currency: string;
};

/**
 * The fee records of a chunk of timesheets with their rates, keyed by timesheet, in the order the
 * workspace lists them: only the columns a Records row shows, as text straight from the driver.
 * The batch export reads some 66,000 records at scale L; mapping each through the query builder's
 * typed result (and the versions and flags the workspace needs) cost more than writing its row.
 */
export async function loadExportRecords(db: DbOrTx, timesheetIds: readonly string[]): Promise<Map<string, ExportFeeRecord[]>> {
  const byTimesheet = new Map<string, ExportFeeRecord[]>();
  if (timesheetIds.length === 0) return byTimesheet;
  const result = await db.execute(sql`
    select r.timesheet_id, r.date::text as date, r.work_summary, r.counter_part, r.time_amount::text as time_amount, r.time_unit,
           rt.id as rate_id, rt.frequency, rt.amount::text as rate_amount, rt.currency
    from timesheet_records r
    inner join rates rt on rt.id = r.rate_id
    where r.timesheet_id = any(${uuidArray(timesheetIds)})
    order by r.timesheet_id, r.date, r.created_at, r.id
  `);
  for (const row of rowsOf<Row>(result)) {
    let list = byTimesheet.get(row.timesheet_id);
    if (!list) byTimesheet.set(row.timesheet_id, (list = []));
    list.push({
      date: row.date,
      workSummary: row.work_summary,
      counterPart: row.counter_part,
      timeAmount: row.time_amount,
      timeUnit: stored(TIME_UNITS, row.time_unit, "time unit"),
      rate: {
        id: row.rate_id,
        frequency: stored(RATE_FREQUENCIES, row.frequency, "rate frequency"),
        amount: row.rate_amount,
        currency: stored(CURRENCIES, row.currency, "rate currency"),
      },
    });
  }
  return byTimesheet;
}
