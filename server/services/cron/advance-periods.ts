import "server-only";
import { and, eq, gte, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { COMPONENT_STATUS_FIELDS, type TimesheetStatuses } from "@/lib/domain/statuses";
import { derivedTimesheetStatus, statusesAsOf } from "@/lib/domain/transitions";
import type { AdvancePeriodsResult } from "@/lib/schemas/decisions";
import type { Database, Tx } from "@/server/db";
import { engagements, projectEngagements, timesheets } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import { isCovered } from "@/server/services/engagement-admin/covered-periods";
import { createMissingTimesheets } from "@/server/services/engagement-admin/create-missing-timesheets";

/** The activity log's name for the daily job, which has no account. */
const CRON_ACTOR = { label: "Cron: advance-periods", userId: null };
const COMPONENT_FIELDS = Object.values(COMPONENT_STATUS_FIELDS);

/**
 * The daily job. Creates the current and next month's INITIALIZED timesheets of every running
 * engagement, then moves statuses with the calendar (statusesAsOf): INITIALIZED opens once its
 * month begins, IN_PROGRESS becomes DUE once its month is past, and the timesheet status is
 * derived again. Idempotent: a second run on the same day finds nothing to do.
 */
export async function advancePeriods(db: Database, today: IsoDate): Promise<AdvancePeriodsResult> {
  return db.transaction(async (tx) => {
    const timesheetsCreated = await createUpcomingTimesheets(tx, today);
    const moved = await moveStatuses(tx, today);
    return { today, timesheetsCreated, ...moved };
  });
}

async function createUpcomingTimesheets(tx: Tx, today: IsoDate): Promise<number> {
  const current = BillingPeriod.current(today);
  const periods = [current, current.next()];
  const rows = await tx
    .select({ projectEngagement: projectEngagements, startDate: engagements.startDate, endDate: engagements.endDate })
    .from(engagements)
    .innerJoin(projectEngagements, eq(projectEngagements.id, engagements.projectEngagementId))
    .where(and(lte(engagements.startDate, current.next().lastDay()), or(isNull(engagements.endDate), gte(engagements.endDate, current.firstDay()))));
  const byProjectEngagement = new Map<string, { projectEngagement: (typeof rows)[number]["projectEngagement"]; spans: typeof rows }>();
  for (const row of rows) {
    const entry = byProjectEngagement.get(row.projectEngagement.id) ?? { projectEngagement: row.projectEngagement, spans: [] };
    entry.spans.push(row);
    byProjectEngagement.set(row.projectEngagement.id, entry);
  }
  let created = 0;
  for (const { projectEngagement, spans } of byProjectEngagement.values()) {
    const covered = periods.filter((period) => isCovered(spans, period));
    created += (await createMissingTimesheets(tx, CRON_ACTOR, projectEngagement, covered)).length;
  }
  return created;
}

async function moveStatuses(tx: Tx, today: IsoDate) {
  const current = BillingPeriod.current(today).toDatabase();
  const inProgress = or(...[timesheets.status, ...COMPONENT_FIELDS.map((field) => timesheets[field])].map((column) => eq(column, "IN_PROGRESS")));
  // Only rows the calendar can move are read (and locked): those that begin or end today's reckoning.
  const candidates = await tx
    .select()
    .from(timesheets)
    .where(
      and(
        ne(timesheets.status, "CLOSED"),
        or(and(eq(timesheets.status, "INITIALIZED"), lte(timesheets.billingPeriod, current)), and(lt(timesheets.billingPeriod, current), inProgress)),
      ),
    )
    .for("update");
  let timesheetsAdvanced = 0;
  let timesheetsOpened = 0;
  let componentsDue = 0;
  for (const row of candidates) {
    const before = storedStatuses(row);
    const rolled = statusesAsOf(before, BillingPeriod.fromString(row.billingPeriod), today);
    const next: TimesheetStatuses = { ...rolled, status: derivedTimesheetStatus(rolled.status, rolled) };
    const dueNow = COMPONENT_FIELDS.filter((field) => before[field] !== next[field]).length;
    if (dueNow === 0 && before.status === next.status) continue;
    const [updated] = await tx
      .update(timesheets)
      .set({ ...next, version: sql`${timesheets.version} + 1` })
      .where(eq(timesheets.id, row.id))
      .returning({ version: timesheets.version });
    await writeAudit(tx, CRON_ACTOR, {
      action: "UPDATE",
      entityType: "timesheet",
      entityId: row.id,
      timesheetId: row.id,
      event: "advance-periods",
      before: { ...before, version: row.version },
      after: { ...next, version: updated?.version, today },
    });
    timesheetsAdvanced += 1;
    componentsDue += dueNow;
    if (before.status === "INITIALIZED" && next.status !== "INITIALIZED") timesheetsOpened += 1;
  }
  return { timesheetsAdvanced, timesheetsOpened, componentsDue };
}
