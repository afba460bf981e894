import { and, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { businessToday } from "@/server/clock";
import * as t from "@/server/db/schema";
import { DEMO_ADMIN, DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { apiRequest, type RequestOptions } from "../../support/http";

/** Shared by the admin API tests (decisions, reviews, engagement-admin, cron). */
export const API_KEY = { "x-api-key": "test-admin-api-key" };
export const CRON = { authorization: "Bearer test-cron-secret" };
export const UNKNOWN_ID = "5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f";
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type DemoKey = "amara" | "lukas" | "sofia";
export type Who = DemoKey | "admin";
export const MAIN_PROJECT: Record<DemoKey, string> = { amara: "Grid Modernisation", lukas: "Data Platform Migration", sofia: "Fleet Analytics" };
export type ErrorJson = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Calls a route handler as Next would (the `id` becomes the route param) and parses the JSON body. */
export async function call<T = unknown>(
  handler: Handler<{ params: Promise<{ id: string }> }>,
  path: string,
  options: RequestOptions & { id?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await handler(apiRequest(path, options), { params: Promise.resolve({ id: options.id ?? "" }) });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A fresh database with the demo data seeded for the real business date, which the handlers
 * also take as "today"; receipts go to memory. Months are named relative to the current one.
 */
export async function createAdminDatabase() {
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

  async function projectId(name: string) {
    const [row] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.name, name));
    if (!row) throw new Error(`no project ${name}`);
    return row.id;
  }

  async function contractorId(who: DemoKey) {
    const [row] = await db
      .select({ id: t.contractors.id })
      .from(t.contractors)
      .innerJoin(t.user, eq(t.user.id, t.contractors.userId))
      .where(eq(t.user.email, `${who}@settle.local`));
    if (!row) throw new Error(`no contractor ${who}`);
    return row.id;
  }

  async function projectEngagementOf(who: DemoKey, projectName = MAIN_PROJECT[who]) {
    const [row] = await db
      .select()
      .from(t.projectEngagements)
      .where(and(eq(t.projectEngagements.contractorId, await contractorId(who)), eq(t.projectEngagements.projectId, await projectId(projectName))));
    if (!row) throw new Error(`no project engagement for ${who} on ${projectName}`);
    return row;
  }

  /** The demo contractor's timesheet `offset` months from the current one. */
  async function timesheetOf(who: DemoKey, offset: number, projectName = MAIN_PROJECT[who]) {
    const [row] = await db
      .select()
      .from(t.timesheets)
      .where(
        and(
          eq(t.timesheets.projectEngagementId, (await projectEngagementOf(who, projectName)).id),
          eq(t.timesheets.billingPeriod, current.plusMonths(offset).toDatabase()),
        ),
      );
    if (!row) throw new Error(`no timesheet for ${who} at ${offset}`);
    return row;
  }

  async function timesheet(id: string) {
    const [row] = await db.select().from(t.timesheets).where(eq(t.timesheets.id, id));
    return row;
  }

  async function cookieOf(who: Who) {
    if (who === "admin") return sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const contractor = DEMO_CONTRACTORS.find((candidate) => candidate.key === who);
    if (!contractor) throw new Error(`no demo contractor ${who}`);
    return sessionCookie(contractor.email, contractor.password);
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

  return { database, db, today, current, projectId, contractorId, projectEngagementOf, timesheetOf, timesheet, cookieOf, snapshot, refused, auditOf, setStatuses };
}

export type AdminDatabase = Awaited<ReturnType<typeof createAdminDatabase>>;
