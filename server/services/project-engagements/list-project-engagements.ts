import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { IsoDate } from "@/lib/domain/dates";
import { COMPONENT_STATUSES, CURRENCIES, RATE_FREQUENCIES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { isEngagementHidden, visibleTimesheets } from "@/lib/domain/selection";
import type { ProjectEngagement } from "@/lib/schemas/engagements";
import type { Page, PageQuery } from "@/lib/schemas/paging";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { projectEngagements, projects } from "@/server/db/schema";
import { periodOf } from "@/server/db/sql/stored-values";
import { cursorValue, decodeCursor, toPage } from "@/server/http/keyset-cursor";

/**
 * The dated periods of the outer `project_engagements` row with their rates, and all its
 * timesheets, as JSON: correlated subqueries for the rows of the page only, so no list of ids
 * goes back to the database. Names are written by hand to bind to the outer row.
 */
const periodsSql = sql`(
  select coalesce(json_agg(json_build_object(
    'id', e.id, 'startDate', e.start_date::text, 'endDate', e.end_date::text,
    'rates', (
      select coalesce(json_agg(json_build_object('id', r.id, 'frequency', r.frequency, 'amount', r.amount::text, 'currency', r.currency) order by r.id), '[]'::json)
      from rates r where r.engagement_id = e.id
    )
  ) order by e.start_date, e.id), '[]'::json)
  from engagements e
  where e.project_engagement_id = "project_engagements"."id"
)`;

const timesheetsSql = sql`(
  select coalesce(json_agg(json_build_object(
    'id', t.id, 'billingPeriod', t.billing_period::text, 'status', t.status, 'feeStatus', t.fee_status,
    'expensesStatus', t.expenses_status, 'bonusStatus', t.bonus_status, 'flagged', t.flagged, 'version', t.version
  ) order by t.billing_period), '[]'::json)
  from timesheets t
  where t.project_engagement_id = "project_engagements"."id"
)`;

const periodList = z.array(
  z.object({
    id: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    rates: z.array(z.object({ id: z.string(), frequency: z.enum(RATE_FREQUENCIES), amount: z.string(), currency: z.enum(CURRENCIES) })),
  }),
);
const timesheetList = z.array(
  z.object({
    id: z.string(),
    billingPeriod: z.string(),
    status: z.enum(TIMESHEET_STATUSES),
    feeStatus: z.enum(COMPONENT_STATUSES),
    expensesStatus: z.enum(COMPONENT_STATUSES),
    bonusStatus: z.enum(COMPONENT_STATUSES),
    flagged: z.boolean(),
    version: z.number().int(),
  }),
);

/** postgres.js and PGlite both parse json columns, but a driver that hands back text is read too. */
const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

/**
 * One page of the contractor's project engagements, by project name (ties by id), each with its
 * engagement periods, rates and visible timesheets (INITIALIZED ones at most one period ahead).
 * An engagement the 60-day rule hides is left out unless asked for, so a page may hold fewer
 * than `limit`; whether it is hidden is decided on all its timesheets. One statement.
 */
export async function listProjectEngagements(
  db: DbOrTx,
  actor: Actor,
  { includeHidden, today, limit, cursor }: { includeHidden: boolean; today: IsoDate } & PageQuery,
): Promise<Page<ProjectEngagement>> {
  if (!actor.contractorId) return { data: [], nextCursor: null };
  const where: SQL[] = [eq(projectEngagements.contractorId, actor.contractorId)];
  if (cursor) {
    const [name, id] = decodeCursor(cursor, [cursorValue.text, cursorValue.uuid]);
    where.push(sql`(${projects.name}, ${projectEngagements.id}) > (${name}, ${id}::uuid)`);
  }
  const rows = await db
    .select({ projectEngagement: projectEngagements, projectName: projects.name, periods: periodsSql, timesheets: timesheetsSql })
    .from(projectEngagements)
    .innerJoin(projects, eq(projects.id, projectEngagements.projectId))
    .where(and(...where))
    .orderBy(asc(projects.name), asc(projectEngagements.id))
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => [row.projectName, row.projectEngagement.id]);
  const data = page.data
    .map(({ projectEngagement, projectName, periods, timesheets }) => {
      const own = timesheetList.parse(json(timesheets)).map((timesheet) => ({ ...timesheet, billingPeriod: periodOf(timesheet.billingPeriod) }));
      return {
        id: projectEngagement.id,
        project: { id: projectEngagement.projectId, name: projectName },
        startDate: projectEngagement.startDate,
        endDate: projectEngagement.endDate,
        expensesEligible: projectEngagement.expensesEligible,
        bonusEligible: projectEngagement.bonusEligible,
        hidden: isEngagementHidden({ endDate: projectEngagement.endDate, timesheets: own }, today),
        engagements: periodList.parse(json(periods)).map((period) => ({
          ...period,
          // HOURLY, DAILY, MONTHLY: the order every rate table shows.
          rates: period.rates.sort((a, b) => RATE_FREQUENCIES.indexOf(a.frequency) - RATE_FREQUENCIES.indexOf(b.frequency)),
        })),
        timesheets: visibleTimesheets(own, today),
      };
    })
    .filter((projectEngagement) => includeHidden || !projectEngagement.hidden);
  return { data, nextCursor: page.nextCursor };
}
