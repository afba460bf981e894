import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * True for a `timesheets` row of the outer query that nobody has used yet: opened or not by the
 * calendar (INITIALIZED, IN_PROGRESS or DUE) but no component moved by anyone, never submitted,
 * no bonus amount decided, and with nothing attached (records, expenses, files, message threads,
 * reviews, invoices). Only such a timesheet may disappear when an engagement shrinks.
 * Qualified by hand because drizzle leaves column names bare when the outer query reads one table.
 */
export function untouchedTimesheetSql(): SQL<boolean> {
  return sql<boolean>`(
    "timesheets"."status" in ('INITIALIZED', 'IN_PROGRESS', 'DUE') and "timesheets"."submitted_at" is null
    and "timesheets"."fee_status" = 'ELIGIBLE'
    and "timesheets"."expenses_status" in ('ELIGIBLE', 'NOT_ELIGIBLE')
    and "timesheets"."bonus_status" in ('ELIGIBLE', 'NOT_ELIGIBLE')
    and "timesheets"."bonus_amount" is null
    and not exists (select 1 from timesheet_records x where x.timesheet_id = "timesheets"."id")
    and not exists (select 1 from expense_records x where x.timesheet_id = "timesheets"."id")
    and not exists (select 1 from files x where x.timesheet_id = "timesheets"."id")
    and not exists (select 1 from message_threads x where x.timesheet_id = "timesheets"."id")
    and not exists (select 1 from reviews x where x.timesheet_id = "timesheets"."id")
    and not exists (select 1 from invoices x where x.timesheet_id = "timesheets"."id")
  )`;
}
