import { and, asc, count, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { businessToday } from "@/server/clock";
import { activityLogs, contractors, expenseRecords, messages, messageThreads, projects, threadReads, timesheetRecords, timesheets, user } from "@/server/db/schema";
import { DEMO_ADMIN, DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { apiRequest, type RequestOptions } from "../../support/http";

export const API_KEY = { "x-api-key": "test-admin-api-key" };
export const UNKNOWN_ID = "0b7e7c1e-5a4b-4c3d-8e2f-1a2b3c4d5e6f";
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type DemoKey = "amara" | "lukas" | "sofia";
export const MAIN_PROJECT: Record<DemoKey, string> = { amara: "Grid Modernisation", lukas: "Data Platform Migration", sofia: "Fleet Analytics" };

export type ErrorJson = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

/** Calls a route handler as Next would, returning the status and the parsed JSON body. */
export async function call<T = unknown>(handler: Handler, path: string, options: RequestOptions & { id?: string } = {}) {
  const response = await handler(apiRequest(path, options), { params: Promise.resolve({ id: options.id ?? "" }) });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A fresh database with the demo data seeded for the real business date, which the services
 * also take as "today"; receipts go to memory. Months are named relative to the current one.
 */
export async function createTimesheetsDatabase() {
  const stored = new Map<string, Uint8Array>();
  installStorage({
    driver: "disk",
    put: async (key, body) => void stored.set(key, body),
    get: async (key) => stored.get(key) ?? new Uint8Array(),
    delete: async (key) => void stored.delete(key),
  });
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const db = database.db;
  const today = businessToday();
  const current = BillingPeriod.current(today);

  /** The demo contractor's timesheet `offset` months from the current one, on their main project unless named. */
  async function timesheetOf(who: DemoKey, offset: number, projectName = MAIN_PROJECT[who]) {
    const [row] = await db
      .select({ timesheet: timesheets })
      .from(timesheets)
      .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
      .innerJoin(user, eq(user.id, contractors.userId))
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(and(eq(user.email, `${who}@settle.local`), eq(projects.name, projectName), eq(timesheets.billingPeriod, current.plusMonths(offset).toDatabase())));
    if (!row) throw new Error(`no timesheet for ${who} at ${offset}`);
    return row.timesheet;
  }

  async function person(who: DemoKey | "admin") {
    const email = who === "admin" ? DEMO_ADMIN.email : `${who}@settle.local`;
    const [row] = await db.select({ userId: user.id, name: user.name, contractorId: contractors.id }).from(user).leftJoin(contractors, eq(contractors.userId, user.id)).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  async function cookieOf(who: DemoKey | "admin") {
    if (who === "admin") return sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const contractor = DEMO_CONTRACTORS.find((candidate) => candidate.key === who);
    if (!contractor) throw new Error(`no demo contractor ${who}`);
    return sessionCookie(contractor.email, contractor.password);
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

  return { database, db, today, current, timesheetOf, person, cookieOf, firstRecordOf, firstExpenseOf, snapshot, auditOf };
}

export type TimesheetsDatabase = Awaited<ReturnType<typeof createTimesheetsDatabase>>;
