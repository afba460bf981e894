import "server-only";
import type { AdminTimesheetRow } from "@/lib/schemas/timesheets";
import { sql, type SQL } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { TimesheetStatus } from "@/lib/domain/reference";
import type { TimesheetSortId } from "@/lib/schemas/timesheet-search";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { storedWorkingDays } from "@/server/db/sql/stored-values";
import { searchTotals } from "@/server/services/timesheets/query/search-totals";
import { timesheetRowColumns } from "@/server/services/timesheets/query/timesheet-row-columns";
import { cappedCount, totalLabel } from "@/server/services/timesheets/query/capped-count";
import { searchConditions } from "@/server/services/timesheets/query/search-conditions";
import { searchOrder } from "@/server/services/timesheets/query/search-order";
import { withTimesheetParties } from "@/server/db/sql/timesheet-parties";

export type TimesheetListFilters = {
  status?: TimesheetStatus;
  projectId?: string;
  contractorId?: string;
  /** `yyyy-MM` */
  period?: string;
  flagged?: boolean;
};

export type TimesheetListSortKey = "period" | "contractor" | "project" | "client" | "status" | "updated";

export type TimesheetListParams = {
  filters: TimesheetListFilters;
  sort: { by: TimesheetListSortKey; desc: boolean };
  /** 1-based; a page past the end shows the last page. */
  page: number;
  pageSize: number;
};

/** The search API's sort ids for the table's columns: one ORDER BY, with the same tie-breaks, for both. */
const SORT_IDS: Record<TimesheetListSortKey, TimesheetSortId> = {
  period: "billingPeriod_name",
  contractor: "contractor",
  project: "project",
  client: "client",
  status: "status",
  updated: "updatedAt",
};

/**
 * The table's filters as the search API's (each on a column of `timesheets`, so the count needs no
 * join); also what a batch by filter selects (server/services/timesheets/select-timesheets.ts).
 */
export function listConditions({ status, projectId, contractorId, period, flagged }: TimesheetListFilters): SQL | undefined {
  return searchConditions({
    status: status ? [status] : undefined,
    projectId: projectId ? [projectId] : undefined,
    contractorId: contractorId ? [contractorId] : undefined,
    billingPeriod_name: period ? { from: period, to: period } : undefined,
    flagged,
  });
}

/**
 * One page of the admin timesheet table: filtering, sorting and paging all happen in SQL.
 * Ties are broken by period (latest first), contractor, project and id, so pages never overlap.
 * The count stops at SEARCH_COUNT_CAP: past it `totalCapped` is true, `totalLabel` reads
 * "10,000+" and the last page is the one the cap reaches, so no request reads the whole history.
 */
export async function listAdminTimesheets(db: DbOrTx, { filters, sort, page, pageSize }: TimesheetListParams) {
  const where = listConditions(filters);
  const counted = await cappedCount(db, db.select({ one: sql`1` }).from(timesheets).where(where).$dynamic());
  const total = counted.total;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await withTimesheetParties(
    db
      .select({ ...timesheetRowColumns(), updatedAt: timesheets.updatedAt })
      .from(timesheets)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...searchOrder([{ id: SORT_IDS[sort.by], desc: sort.desc }]))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    rows: rows.map(({ feeQuantities, expenseTotals, workingDays, bonusAmount, currency, contractorEmail: _email, clientId: _clientId, ...row }) => ({
      ...row,
      periodName: BillingPeriod.fromString(row.billingPeriod).name,
      totals: searchTotals({ billingPeriod: row.billingPeriod, workingDays: storedWorkingDays(workingDays), bonusAmount, currency, feeQuantities, expenseTotals }),
    })) satisfies AdminTimesheetRow[],
    total,
    totalCapped: counted.totalCapped,
    totalLabel: totalLabel(counted),
    page: current,
    pageCount,
  };
}
