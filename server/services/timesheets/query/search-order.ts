import "server-only";
import { asc, desc, type SQL } from "drizzle-orm";
import type { TimesheetSortId } from "@/lib/schemas/timesheet-search";
import { clients, projects, timesheets, user } from "@/server/db/schema";

const SORT_COLUMNS = {
  billingPeriod_name: timesheets.billingPeriod,
  billing_period: timesheets.billingPeriod,
  status: timesheets.status,
  contractor: user.name,
  project: projects.name,
  client: clients.name,
  updatedAt: timesheets.updatedAt,
} as const satisfies Record<TimesheetSortId, unknown>;

/**
 * The ORDER BY of a search: the caller's sort entries in order, then latest period, contractor,
 * project and id, so the order is total and pages never overlap or skip a row.
 */
export function searchOrder(sorting: readonly { id: TimesheetSortId; desc: boolean }[]): SQL[] {
  const order = sorting.map((entry) => (entry.desc ? desc(SORT_COLUMNS[entry.id]) : asc(SORT_COLUMNS[entry.id])));
  return [...order, desc(timesheets.billingPeriod), asc(user.name), asc(projects.name), asc(timesheets.id)];
}
