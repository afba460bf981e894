import "server-only";
import { count, eq } from "drizzle-orm";
import type { TimesheetSearchBody, TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { periodOf, storedStatuses, timesheetStatusColumns } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { filtersById, searchConditions } from "./search-conditions";
import { searchOrder } from "./search-order";
import { expenseTotalsSql, feeQuantitiesSql, searchTotals } from "./search-totals";

export interface TimesheetSearchResult {
  rows: TimesheetSearchRow[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * POST /api/timesheets/find for administrators. Filtering, sorting and paging run in SQL on the
 * indexed columns of `timesheets`; the page is chosen first (ids only), then only its rows are
 * joined to their names and aggregated into totals, so the cost of totals does not grow with the
 * number of matches. A page past the end is empty, with the true total.
 */
export async function searchTimesheets(db: DbOrTx, body: TimesheetSearchBody): Promise<TimesheetSearchResult> {
  const where = searchConditions(filtersById(body.filters));
  const order = searchOrder(body.sorting);
  const { page, pageSize } = body;

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
    db
      .select({ total: count() })
      .from(timesheets)
      .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
      .innerJoin(user, eq(user.id, contractors.userId))
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(where),
    db
      .select({
        id: timesheets.id,
        billingPeriod: timesheets.billingPeriod,
        ...timesheetStatusColumns,
        bonusAmount: timesheets.bonusAmount,
        flagged: timesheets.flagged,
        updatedAt: isoTimestampSql(timesheets.updatedAt),
        version: timesheets.version,
        contractorId: contractors.id,
        contractorName: user.name,
        contractorEmail: user.email,
        workingDays: contractors.workingDays,
        projectId: projects.id,
        projectName: projects.name,
        clientId: clients.id,
        clientName: clients.name,
        currency: timesheetCurrencySql(),
        feeQuantities: feeQuantitiesSql(),
        expenseTotals: expenseTotalsSql(),
      })
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
    total: counted[0]?.total ?? 0,
    page,
    pageSize,
  };
}
