import "server-only";
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { FILE_TYPES } from "@/lib/domain/reference";
import type { Page } from "@/lib/schemas/paging";
import type { TimesheetListQuery, TimesheetSummary } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { contractors, projects, timesheets } from "@/server/db/schema";
import { periodOf, storedStatuses } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";
import { expenseTotalsSql, feeQuantitiesSql, searchTotals } from "@/server/services/timesheets/query/search-totals";
import { timesheetScope } from "./find-timesheet";

/** The files of the outer `timesheets` row, as JSON; names written by hand to bind to the outer row. */
function timesheetFilesSql(): SQL<unknown> {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', f.id, 'fileType', f.file_type, 'originalName', f.original_name, 'outdated', f.outdated
    ) order by f.file_type, f.original_name, f.id), '[]'::json)
    from files f
    where f.timesheet_id = "timesheets"."id"
  )`;
}

const fileList = z.array(z.object({ id: z.string(), fileType: z.enum(FILE_TYPES), originalName: z.string(), outdated: z.boolean() }));

function filters(actor: Actor, query: TimesheetListQuery): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [timesheetScope(actor)];
  if (query.contractorId) where.push(eq(timesheets.contractorId, query.contractorId));
  if (query.projectId) where.push(eq(timesheets.projectId, query.projectId));
  if (query.from) where.push(gte(timesheets.billingPeriod, BillingPeriod.fromString(query.from).toDatabase()));
  if (query.to) where.push(lte(timesheets.billingPeriod, BillingPeriod.fromString(query.to).toDatabase()));
  if (query.cursor) {
    const [billingPeriod, id] = decodeCursor(query.cursor, [cursorValue.date, cursorValue.uuid]);
    // A row comparison, so the (contractor, billing period, id) index bounds the scan.
    where.push(sql`(${timesheets.billingPeriod}, ${timesheets.id}) < (${billingPeriod}::date, ${id}::uuid)`);
  }
  return where;
}

/**
 * One page of the actor's timesheets (a contractor's own; every one for an administrator,
 * optionally by contractor or project; by billing periods for anyone), newest billing period
 * first with the id as tie-breaker, with fee, expense and bonus totals per currency and the
 * files on record. One statement whatever the size of the data: the totals and files are
 * correlated subqueries evaluated for the rows of the page only, never a list of ids sent back.
 */
export async function listTimesheets(db: DbOrTx, actor: Actor, query: TimesheetListQuery): Promise<Page<TimesheetSummary>> {
  const rows = await db
    .select({
      timesheet: timesheets,
      projectName: projects.name,
      workingDays: contractors.workingDays,
      currency: timesheetCurrencySql(),
      feeQuantities: feeQuantitiesSql(),
      expenseTotals: expenseTotalsSql(),
      files: timesheetFilesSql(),
    })
    .from(timesheets)
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .where(and(...filters(actor, query)))
    .orderBy(desc(timesheets.billingPeriod), desc(timesheets.id))
    // One more than asked tells whether another page follows.
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, ({ timesheet }) => [timesheet.billingPeriod, timesheet.id]);
  return {
    nextCursor: page.nextCursor,
    data: page.data.map(({ timesheet, projectName, workingDays, currency, feeQuantities, expenseTotals, files }) => ({
      id: timesheet.id,
      ...storedStatuses(timesheet),
      billingPeriod: periodOf(timesheet.billingPeriod),
      flagged: timesheet.flagged,
      version: timesheet.version,
      project: { id: timesheet.projectId, name: projectName },
      projectEngagementId: timesheet.projectEngagementId,
      contractorId: timesheet.contractorId,
      totals: searchTotals({
        billingPeriod: timesheet.billingPeriod,
        workingDays,
        bonusAmount: timesheet.bonusAmount,
        currency,
        feeQuantities,
        expenseTotals,
      }),
      files: fileList.parse(typeof files === "string" ? JSON.parse(files) : files),
    })),
  };
}
