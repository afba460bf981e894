import "server-only";

/**
 * Moved to server/db/sql/timesheet-currency.ts. This re-export only serves
 * list-contractor-history.ts, which is being changed in parallel; drop it once that file
 * imports from the new home.
 */
export { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
