import { and, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { withCookies } from "../file-fixture";
import * as t from "@/server/db/schema";
import { DEMO_PEOPLE, demoEmail, MAIN_PROJECT, seedDemoDatabase, signInAs, type DemoKey, type DemoPerson } from "../seeded";

/** Shared by the admin API tests (decisions, reviews, engagement-admin, cron). */
export { call, type ErrorJson } from "../http";
export { ADMIN_API_KEY_HEADERS as API_KEY, ISO_TIMESTAMP } from "../seeded";
export const CRON = { authorization: "Bearer test-cron-secret" };
export const UNKNOWN_ID = "5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f";

export type Who = DemoPerson;

/**
 * A fresh database with the demo data seeded for the real business date, which the handlers
 * also take as "today"; receipts go to memory. Months are named relative to the current one.
 */
export async function createAdminDatabase() {
  const seeded = await seedDemoDatabase({ memoryStorage: true });
  const { database, db, today, current, projectId, timesheetOf, timesheetById: timesheet } = seeded;
  const contractorId = (who: DemoKey) => seeded.contractorId(demoEmail(who));

  async function projectEngagementOf(who: DemoKey, projectName = MAIN_PROJECT[who]) {
    const [row] = await db
      .select()
      .from(t.projectEngagements)
      .where(and(eq(t.projectEngagements.contractorId, await contractorId(who)), eq(t.projectEngagements.projectId, await projectId(projectName))));
    if (!row) throw new Error(`no project engagement for ${who} on ${projectName}`);
    return row;
  }

  /** Row counts of everything a refused request must leave alone, plus the timesheets named. */
  async function snapshot(timesheetIds: readonly string[] = []) {
    const tables = {
      timesheets: t.timesheets,
      activityLogs: t.activityLogs,
      reviews: t.reviews,
      messages: t.messages,
      messageThreads: t.messageThreads,
      engagements: t.engagements,
      rates: t.rates,
      projectEngagements: t.projectEngagements,
      reviewLinks: t.reviewLinks,
      timesheetReviewers: t.timesheetReviewers,
      contestedLines: t.contestedLines,
      componentSubmissions: t.componentSubmissions,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select({ n: count() }).from(table))[0]?.n ?? -1;
    const rows = await Promise.all(timesheetIds.map((id) => timesheet(id)));
    const rateRows = await db.select().from(t.rates).orderBy(t.rates.id);
    const periodRows = await db.select().from(t.engagements).orderBy(t.engagements.id);
    return { counts, rows, rateRows, periodRows };
  }

  /** Runs a request that must be refused and checks that nothing changed. */
  async function refused<T>(request: () => Promise<{ status: number; body: T }>, timesheetIds: readonly string[] = []) {
    const before = await snapshot(timesheetIds);
    const response = await request();
    expect(await snapshot(timesheetIds)).toEqual(before);
    return response;
  }

  async function auditOf(timesheetId: string) {
    return db.select().from(t.activityLogs).where(eq(t.activityLogs.timesheetId, timesheetId)).orderBy(t.activityLogs.createdAt);
  }

  /** Puts a timesheet in the statuses a test needs, as earlier steps of its life would have. */
  async function setStatuses(id: string, values: Partial<typeof t.timesheets.$inferInsert>) {
    const [row] = await db.update(t.timesheets).set(values).where(eq(t.timesheets.id, id)).returning();
    if (!row) throw new Error(`no timesheet ${id}`);
    return row;
  }

  return { database, db, today, current, projectId, contractorId, projectEngagementOf, timesheetOf, timesheet, cookieOf: signInAs, snapshot, refused, auditOf, setStatuses };
}

export type AdminDatabase = Awaited<ReturnType<typeof createAdminDatabase>>;

/**
 * For a test file: the seeded admin database made before its tests and disposed after them, and
 * the cookies of every demo person signed in (`const [s, cookies] = adminDatabaseForFile()`).
 */
export function adminDatabaseForFile(): readonly [AdminDatabase, Record<Who, string>] {
  return withCookies(createAdminDatabase, DEMO_PEOPLE);
}
