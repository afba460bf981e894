import "server-only";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { TimesheetStatus } from "@/lib/domain/reference";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";

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

const SORT_COLUMNS = {
  period: timesheets.billingPeriod,
  contractor: user.name,
  project: projects.name,
  client: clients.name,
  status: timesheets.status,
  updated: timesheets.updatedAt,
} as const;

function conditions(filters: TimesheetListFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(timesheets.status, filters.status));
  if (filters.projectId) where.push(eq(timesheets.projectId, filters.projectId));
  if (filters.contractorId) where.push(eq(timesheets.contractorId, filters.contractorId));
  if (filters.period) where.push(eq(timesheets.billingPeriod, BillingPeriod.fromString(filters.period).toDatabase()));
  if (filters.flagged !== undefined) where.push(eq(timesheets.flagged, filters.flagged));
  return where.length > 0 ? and(...where) : undefined;
}

/**
 * One page of the admin timesheet table: filtering, sorting and paging all happen in SQL.
 * Ties are broken by period (latest first), contractor, project and id, so pages never overlap.
 */
export async function listTimesheets(db: DbOrTx, { filters, sort, page, pageSize }: TimesheetListParams) {
  const where = conditions(filters);
  const [counted] = await db.select({ total: count() }).from(timesheets).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const primary = SORT_COLUMNS[sort.by];
  const rows = await db
    .select({
      id: timesheets.id,
      contractorId: timesheets.contractorId,
      contractorName: user.name,
      projectId: timesheets.projectId,
      projectName: projects.name,
      clientName: clients.name,
      billingPeriod: timesheets.billingPeriod,
      status: timesheets.status,
      feeStatus: timesheets.feeStatus,
      expensesStatus: timesheets.expensesStatus,
      bonusStatus: timesheets.bonusStatus,
      flagged: timesheets.flagged,
      updatedAt: timesheets.updatedAt,
    })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .orderBy(
      sort.desc ? desc(primary) : asc(primary),
      desc(timesheets.billingPeriod),
      asc(user.name),
      asc(projects.name),
      asc(timesheets.id),
    )
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    rows: rows.map((row) => ({ ...row, periodName: BillingPeriod.fromString(row.billingPeriod).name })),
    total,
    page: current,
    pageCount,
  };
}

export type TimesheetListRow = Awaited<ReturnType<typeof listTimesheets>>["rows"][number];
