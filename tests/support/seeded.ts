import { and, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { contractors, projects, timesheets, user } from "@/server/db/schema";
import { DEMO_ADMIN, DEMO_CONTRACTORS, type DemoContractor } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { sessionCookie } from "./auth";
import { createTestDatabase } from "./database";

/** The people of the demo seed: its contractors by key, and its administrator. */
export type DemoKey = DemoContractor["key"];
export type DemoPerson = DemoKey | "admin";

/** Each demo contractor's current project (Sofia also had an engagement on Grid Modernisation). */
export const MAIN_PROJECT: Record<DemoKey, string> = { amara: "Grid Modernisation", lukas: "Data Platform Migration", sofia: "Fleet Analytics" };

/** The admin API key of the integration environment (tests/support/integration-env.ts), as a request header. */
export const ADMIN_API_KEY_HEADERS = { "x-api-key": process.env.ADMIN_API_KEY ?? "test-admin-api-key" };

/** Spec point 3: ISO 8601 in UTC with microseconds. */
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function demoContractor(who: DemoKey): DemoContractor {
  const contractor = DEMO_CONTRACTORS.find((candidate) => candidate.key === who);
  if (!contractor) throw new Error(`no demo contractor ${who}`);
  return contractor;
}

export function demoEmail(who: DemoPerson): string {
  return who === "admin" ? DEMO_ADMIN.email : demoContractor(who).email;
}

/** Signs in as someone of the demo and returns the session cookie. */
export function signInAs(who: DemoPerson): Promise<string> {
  return who === "admin" ? sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password) : sessionCookie(demoContractor(who).email, demoContractor(who).password);
}

/** Everyone the demo seed signs in. */
export const DEMO_PEOPLE = ["admin", "amara", "lukas", "sofia"] as const satisfies readonly DemoPerson[];

/** The session cookies of several people of the demo, signed in at once. */
export async function signInEach<P extends DemoPerson>(people: readonly P[]): Promise<Record<P, string>> {
  const cookies = await Promise.all(people.map((who) => signInAs(who)));
  return Object.fromEntries(people.map((who, index) => [who, cookies[index]])) as Record<P, string>;
}

/** Receipts the seed (and the tests) upload are kept in memory, not in DATA_DIR. */
export function installMemoryStorage(): void {
  const stored = new Map<string, Uint8Array>();
  installStorage({
    driver: "disk",
    put: async (key, body) => void stored.set(key, body),
    get: async (key) => stored.get(key) ?? new Uint8Array(),
    delete: async (key) => void stored.delete(key),
    // Kept piece by piece as it arrives, so a stopped write leaves its part behind as a disk would.
    putStream: async (key, body) => {
      stored.set(key, new Uint8Array());
      for await (const chunk of body as AsyncIterable<Uint8Array>) {
        const before = stored.get(key) ?? new Uint8Array();
        const joined = new Uint8Array(before.length + chunk.length);
        joined.set(before);
        joined.set(chunk, before.length);
        stored.set(key, joined);
      }
    },
    getStream: async (key) => new Blob([new Uint8Array(stored.get(key) ?? [])]).stream(),
    check: async () => undefined,
  });
}

export async function contractorIdByEmail(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(eq(user.email, email));
  if (!row) throw new Error(`no contractor ${email}`);
  return row.id;
}

export async function projectIdByName(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no project ${name}`);
  return row.id;
}

/**
 * A fresh database with the demo data, seeded for `today`: by default the real business date,
 * which the services also take as "today", so months are named relative to the current one.
 * With `memoryStorage` the seed's receipts go to memory; otherwise to the storage installed.
 */
export async function seedDemoDatabase(options: { today?: IsoDate; memoryStorage?: boolean } = {}) {
  if (options.memoryStorage) installMemoryStorage();
  const database = await createTestDatabase();
  const today = options.today ?? businessToday();
  await seedDemo(database.db, { today });
  const db = database.db;
  const current = BillingPeriod.current(today);

  /** A demo contractor's timesheet `offset` months from the current one, on their main project unless named. */
  async function timesheetOf(who: DemoKey, offset: number, projectName = MAIN_PROJECT[who]) {
    const [row] = await db
      .select({ timesheet: timesheets })
      .from(timesheets)
      .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
      .innerJoin(user, eq(user.id, contractors.userId))
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(and(eq(user.email, demoEmail(who)), eq(projects.name, projectName), eq(timesheets.billingPeriod, current.plusMonths(offset).toDatabase())));
    if (!row) throw new Error(`no timesheet for ${who} on ${projectName} at ${offset}`);
    return row.timesheet;
  }

  /** A timesheet as it is stored now; undefined once it is gone. */
  async function timesheetById(id: string) {
    const [row] = await db.select().from(timesheets).where(eq(timesheets.id, id));
    return row;
  }

  return {
    database,
    db,
    today,
    current,
    contractorId: (email: string) => contractorIdByEmail(db, email),
    projectId: (name: string) => projectIdByName(db, name),
    timesheetOf,
    timesheetById,
  };
}

export type SeededDemo = Awaited<ReturnType<typeof seedDemoDatabase>>;
