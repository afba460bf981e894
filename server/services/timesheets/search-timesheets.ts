import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { AppError, fieldIssue } from "@/lib/errors";
import type { TimesheetSearchBody, TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import type { DbOrTx } from "@/server/db";
import { contractors, projects, timesheets, user } from "@/server/db/schema";
import { cursorValue, decodeCursor, encodeCursor } from "@/server/http/keyset-cursor";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { periodOf, storedStatuses } from "@/server/db/sql/stored-values";
import { cappedCount, SEARCH_COUNT_CAP, totalLabel } from "./query/capped-count";
import { filtersById, searchConditions } from "./query/search-conditions";
import { searchOrder } from "./query/search-order";
import { searchTotals } from "./query/search-totals";
import { timesheetRowColumns } from "./query/timesheet-row-columns";
import { withTimesheetParties } from "@/server/db/sql/timesheet-parties";

export interface TimesheetSearchResult {
  rows: TimesheetSearchRow[];
  /** Exact up to SEARCH_COUNT_CAP matches; the cap when there are more (totalCapped). */
  total: number;
  totalCapped: boolean;
  /** The total as a table shows it: "1,234", or "10,000+" when capped. */
  totalLabel: string;
  page: number;
  pageSize: number;
  /** In the default order: the key of the page's last row when another page follows (pass as `after`). */
  nextCursor: string | null;
}

/**
 * Where the page after `cursor` starts in the default order (latest period first, then
 * contractor, project and id): an earlier period, or the same one past the last row's names.
 * The first condition alone bounds the scan on the period index, so Postgres starts there
 * (and sorts one period's rows at most) instead of sorting every match to skip the pages before.
 */
function afterDefaultOrder(cursor: string): SQL {
  let key: string[];
  try {
    key = decodeCursor(cursor, [cursorValue.date, cursorValue.text, cursorValue.text, cursorValue.uuid]);
  } catch {
    // The field is named `after` here, so the issue says so.
    throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue("after", { key: "afterNotCursor" })]);
  }
  const [period, contractorName, projectName, id] = key;
  return sql`${timesheets.billingPeriod} <= ${period}::date and (${timesheets.billingPeriod} < ${period}::date
    or (${user.name}, ${projects.name}, ${timesheets.id}) > (${contractorName}, ${projectName}, ${id}::uuid))`;
}

function checkPaging({ page, pageSize, sorting, after }: TimesheetSearchBody): void {
  if (after !== undefined) {
    if (sorting.length > 0) {
      throw new AppError("BAD_REQUEST", { key: "pagingAfterFollowsDefault" }, [
        fieldIssue("after", { key: "afterDefaultOrder" }),
      ]);
    }
    if (page !== 1) {
      throw new AppError("BAD_REQUEST", { key: "giveEitherPageAfter" }, [fieldIssue("after", { key: "afterReplacesPage" })]);
    }
    return;
  }
  if ((page - 1) * pageSize >= SEARCH_COUNT_CAP) {
    throw new AppError("BAD_REQUEST", { key: "pagesReachFirstMax", values: { max: SEARCH_COUNT_CAP.toLocaleString("en-US") } }, [
      fieldIssue("page", { key: "pageWithinCap", values: { max: String(SEARCH_COUNT_CAP) } }),
    ]);
  }
}

/**
 * POST /api/timesheets/find for administrators. Filtering, sorting and paging run in SQL on the
 * indexed columns of `timesheets`; the page is chosen first (ids only), then only its rows are
 * joined to their names and aggregated into totals, so the cost of totals does not grow with the
 * number of matches. The count stops at SEARCH_COUNT_CAP ("10,000+") and numbered pages go that
 * deep at most (400 past it: narrow the search), so neither reads the whole history. In the
 * default order every answer also carries `nextCursor`; following it with `after` (keyset paging)
 * makes page 400 cost what page 1 costs, and goes past the cap. A page past the end is empty,
 * with the total.
 */
export async function searchTimesheets(db: DbOrTx, body: TimesheetSearchBody): Promise<TimesheetSearchResult> {
  checkPaging(body);
  const where = searchConditions(filtersById(body.filters));
  const order = searchOrder(body.sorting);
  const { page, pageSize, after } = body;
  // The default order hands out a cursor, so a client can follow it instead of an offset.
  const keyed = body.sorting.length === 0;

  const pageIds = withTimesheetParties(
    db
      .select({ id: timesheets.id })
      .from(timesheets)
      .$dynamic(),
  )
    .where(after === undefined ? where : and(where, afterDefaultOrder(after)))
    .orderBy(...order)
    .limit(keyed ? pageSize + 1 : pageSize)
    .offset(after === undefined ? (page - 1) * pageSize : 0)
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
    withTimesheetParties(
      db
        .select({ ...timesheetRowColumns(), updatedAt: isoTimestampSql(timesheets.updatedAt) })
        .from(pageIds)
        .innerJoin(timesheets, eq(timesheets.id, pageIds.id))
        .$dynamic(),
    )
      .orderBy(...order),
  ]);

  // The extra row of the default order only says that another page follows.
  const shown = rows.slice(0, pageSize);
  const last = shown[shown.length - 1];
  const nextCursor =
    keyed && rows.length > pageSize && last ? encodeCursor([last.billingPeriod, last.contractorName, last.projectName, last.id]) : null;
  return {
    rows: shown.map((row) => ({
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
    nextCursor,
  };
}
