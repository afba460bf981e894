import { and, asc, count, eq } from "drizzle-orm";
import { activityLogs, contractors, expenseRecords, messages, messageThreads, threadReads, timesheetRecords, timesheets, user } from "@/server/db/schema";
import { afterAll, beforeAll } from "vitest";
import { DEMO_PEOPLE, demoEmail, seedDemoDatabase, signInAs, signInEach, type DemoPerson } from "../seeded";

export { call, type ErrorJson } from "../http";
export { ADMIN_API_KEY_HEADERS as API_KEY, ISO_TIMESTAMP } from "../seeded";
export const UNKNOWN_ID = "0b7e7c1e-5a4b-4c3d-8e2f-1a2b3c4d5e6f";

/**
 * A fresh database with the demo data seeded for the real business date, which the services
 * also take as "today"; receipts go to memory. Months are named relative to the current one.
 */
export async function createTimesheetsDatabase() {
  const { database, db, today, current, timesheetOf } = await seedDemoDatabase({ memoryStorage: true });

  async function person(who: DemoPerson) {
    const email = demoEmail(who);
    const [row] = await db.select({ userId: user.id, name: user.name, contractorId: contractors.id }).from(user).leftJoin(contractors, eq(contractors.userId, user.id)).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  async function firstRecordOf(timesheetId: string) {
    const [row] = await db.select().from(timesheetRecords).where(eq(timesheetRecords.timesheetId, timesheetId)).orderBy(asc(timesheetRecords.date), asc(timesheetRecords.id)).limit(1);
    if (!row) throw new Error(`no record on ${timesheetId}`);
    return row;
  }

  async function firstExpenseOf(timesheetId: string) {
    const [row] = await db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, timesheetId)).orderBy(asc(expenseRecords.date)).limit(1);
    if (!row) throw new Error(`no expense on ${timesheetId}`);
    return row;
  }

  /** Everything a refused request must leave alone. */
  async function snapshot(timesheetId: string) {
    const [timesheet] = await db.select().from(timesheets).where(eq(timesheets.id, timesheetId));
    const [[logs], [threads], [posted], [reads]] = await Promise.all([
      db.select({ n: count() }).from(activityLogs),
      db.select({ n: count() }).from(messageThreads),
      db.select({ n: count() }).from(messages),
      db.select({ n: count() }).from(threadReads),
    ]);
    return { timesheet, activityLogs: logs?.n, threads: threads?.n, messages: posted?.n, reads: reads?.n };
  }

  async function auditOf(timesheetId: string) {
    return db.select().from(activityLogs).where(and(eq(activityLogs.entityId, timesheetId), eq(activityLogs.entityType, "timesheet"))).orderBy(asc(activityLogs.createdAt));
  }

  return { database, db, today, current, timesheetOf, person, cookieOf: signInAs, firstRecordOf, firstExpenseOf, snapshot, auditOf };
}

export type TimesheetsDatabase = Awaited<ReturnType<typeof createTimesheetsDatabase>>;

/** A file's timesheets database with every demo person signed in, made before its tests and disposed after. */
export function withTimesheetsDatabase(): { readonly seeded: TimesheetsDatabase; readonly cookies: Record<DemoPerson, string> } {
  let seeded: TimesheetsDatabase | undefined;
  let cookies: Record<DemoPerson, string> | undefined;
  beforeAll(async () => {
    seeded = await createTimesheetsDatabase();
    cookies = await signInEach(DEMO_PEOPLE);
  });
  afterAll(async () => {
    await seeded?.database.dispose();
  });
  return {
    get seeded() {
      if (!seeded) throw new Error("The database is made in beforeAll.");
      return seeded;
    },
    get cookies() {
      if (!cookies) throw new Error("They sign in in beforeAll.");
      return cookies;
    },
  };
}
