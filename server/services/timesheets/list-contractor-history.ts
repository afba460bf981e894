import "server-only";
import { and, desc, lt, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { Page } from "@/lib/schemas/paging";
import type { TimesheetListQuery, TimesheetSummary } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { timesheetScope } from "@/server/services/timesheets/find-timesheet";
import { listTimesheets } from "@/server/services/timesheets/list-timesheets";

export type ContractorHistoryParams = { today: IsoDate; projectId?: string; year?: number; limit?: number; cursor?: string };

/** The filters of GET /api/timesheets that make the history: past months only, of a project or a year. */
export type HistoryQuery = Pick<TimesheetListQuery, "projectId" | "from" | "to">;

/** History is every month before the current one; a year narrows it to that year's months. */
export function historyQuery(today: IsoDate, { projectId, year }: { projectId?: string; year?: number }): HistoryQuery {
  const lastPast = BillingPeriod.current(today).previous();
  let to = lastPast.toString();
  let from: string | undefined;
  if (year !== undefined) {
    from = BillingPeriod.from({ year, month: 1 }).toString();
    const december = BillingPeriod.from({ year, month: 12 });
    if (december.compare(lastPast) < 0) to = december.toString();
  }
  return { projectId, from, to };
}

/**
 * The first page (or the page after `cursor`) of the actor's past timesheets, newest first, the
 * same rows GET /api/timesheets answers for the same filters, so the screen loads more from the
 * API; and the years that have any past month, for the year filter. Always the actor's own.
 */
export async function listContractorHistory(
  db: DbOrTx,
  actor: Actor,
  { today, projectId, year, limit = 50, cursor }: ContractorHistoryParams,
): Promise<Page<TimesheetSummary> & { years: number[]; query: HistoryQuery }> {
  const query = historyQuery(today, { projectId, year });
  const yearOfPeriod = sql<number>`extract(year from ${timesheets.billingPeriod})::int`.mapWith(Number);
  const empty = query.from !== undefined && query.to !== undefined && query.from > query.to;
  const [page, yearRows] = await Promise.all([
    empty ? Promise.resolve({ data: [], nextCursor: null }) : listTimesheets(db, actor, { ...query, limit, cursor }),
    db
      .selectDistinct({ year: yearOfPeriod })
      .from(timesheets)
      .where(and(timesheetScope(actor), lt(timesheets.billingPeriod, BillingPeriod.current(today).toDatabase())))
      .orderBy(desc(yearOfPeriod)),
  ]);
  return { ...page, years: yearRows.map((row) => row.year), query };
}

