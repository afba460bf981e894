import "server-only";
import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { TimesheetSearchBody, TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { periodOf, storedStatuses } from "@/server/db/sql/stored-values";
import { cappedCount, SEARCH_COUNT_CAP, totalLabel } from "./query/capped-count";
import { filtersById, searchConditions } from "./query/search-conditions";
import { searchOrder } from "./query/search-order";
import { searchTotals } from "./query/search-totals";
import { timesheetRowColumns } from "./query/timesheet-row-columns";

export interface TimesheetSearchResult {
  rows: TimesheetSearchRow[];
  /** Exact up to SEARCH_COUNT_CAP matches; the cap when there are more (totalCapped). */
  total: number;
  totalCapped: boolean;
  /** The total as a table shows it: "1,234", or "10,000+" when capped. */
  totalLabel: string;
  page: number;
  pageSize: number;
}

/**
 * POST /api/timesheets/find for administrators. Filtering, sorting and paging run in SQL on the
 * indexed columns of `timesheets`; the page is chosen first (ids only), then only its rows are
 * joined to their names and aggregated into totals, so the cost of totals does not grow with the
 * number of matches. The count stops at SEARCH_COUNT_CAP ("10,000+") and pages go that deep at
 * most (400 past it: narrow the search), so neither reads the whole history. A page past the end
 * is empty, with the total.
 */
export async function searchTimesheets(db: DbOrTx, body: TimesheetSearchBody): Promise<TimesheetSearchResult> {
  const where = searchConditions(filtersById(body.filters));
  const order = searchOrder(body.sorting);
  const { page, pageSize } = body;
  if ((page - 1) * pageSize >= SEARCH_COUNT_CAP) {
    throw new AppError("BAD_REQUEST", `Pages reach the first ${SEARCH_COUNT_CAP.toLocaleString("en-US")} matches; narrow the search to see more.`, [
      { path: "page", message: `page × pageSize must stay within the first ${SEARCH_COUNT_CAP} matches.` },
    ]);
  }

  const pageIds = db
    .select({ id: timesheets.id })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page");

  const [counted, rows] = await Promise.all([
    cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(timesheets)
        .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
        .innerJoin(user, eq(user.id, contractors.userId))
        .innerJoin(projects, eq(projects.id, timesheets.projectId))
        .where(where)
        .$dynamic(),
    ),
    db
      .select({ ...timesheetRowColumns(), updatedAt: isoTimestampSql(timesheets.updatedAt) })
      .from(pageIds)
      .innerJoin(timesheets, eq(timesheets.id, pageIds.id))
      .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
      .innerJoin(user, eq(user.id, contractors.userId))
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .orderBy(...order),
  ]);

  return {
    rows: rows.map((row) => ({
      id: row.id,
      billing_period: row.billingPeriod,
      billingPeriod: periodOf(row.billingPeriod),
      ...storedStatuses(row),
      flagged: row.flagged,
      contractor: { id: row.contractorId, name: row.contractorName, email: row.contractorEmail },
      project: { id: row.projectId, name: row.projectName },
      client: { id: row.clientId, name: row.clientName },
      totals: searchTotals(row),
      updatedAt: row.updatedAt,
      version: row.version,
    })),
    total: counted.total,
    totalCapped: counted.totalCapped,
    totalLabel: totalLabel(counted),
    page,
    pageSize,
  };
}
