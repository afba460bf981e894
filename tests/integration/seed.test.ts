import { spawnSync } from "node:child_process";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import * as t from "@/server/db/schema";
import { rowsOf } from "@/server/db";
import { seedDemo } from "@/server/seed/seed-demo";
import { getStorage } from "@/server/storage";
import { sessionCookie } from "../support/auth";
import { createTestDatabase } from "../support/database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const TODAY = "2026-11-22";

async function tableCounts() {
  const tables = [t.user, t.contractors, t.clients, t.projects, t.timesheets, t.timesheetRecords, t.expenseRecords, t.files, t.messages];
  return Promise.all(tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]!.n));
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe("demo seed", () => {
  it("loads a realistic data set", async () => {
    const result = await seedDemo(database.db, { today: TODAY });
    expect(result.seeded).toBe(true);
    expect(result.signIns.map((s) => s.role)).toEqual(["ADMIN", "SUBCONTRACTOR", "SUBCONTRACTOR", "SUBCONTRACTOR"]);
    const [users, contractors, clients, projects, timesheets, records, expenses, files, messages] = await tableCounts();
    expect({ users, contractors, clients, projects }).toEqual({ users: 4, contractors: 3, clients: 2, projects: 3 });
    expect(timesheets).toBeGreaterThanOrEqual(3 * 14);
    expect(records).toBeGreaterThan(300);
    expect(expenses).toBeGreaterThan(10);
    expect(files).toBe(expenses);
    expect(messages).toBeGreaterThanOrEqual(3);
  });

  it("covers 14 months per open engagement and every timesheet and component status", async () => {
    const periods = rowsOf<{ n: number }>(await database.db.execute(sql`select count(distinct billing_period)::int as n from timesheets`));
    expect(periods[0]!.n).toBe(14);
    const statuses = rowsOf<{ s: string }>(await database.db.execute(sql`select distinct status as s from timesheets`)).map((r) => r.s);
    expect(statuses.sort()).toEqual([...TIMESHEET_STATUSES].sort());
    const components = rowsOf<{ s: string }>(
      await database.db.execute(sql`select fee_status as s from timesheets union select expenses_status from timesheets union select bonus_status from timesheets`),
    ).map((r) => r.s);
    expect(components.sort()).toEqual([...COMPONENT_STATUSES].sort());
    const frequencies = rowsOf<{ f: string }>(await database.db.execute(sql`select distinct frequency as f from rates`)).map((r) => r.f);
    expect(frequencies.sort()).toEqual(["DAILY", "HOURLY", "MONTHLY"]);
    const currencies = rowsOf<{ c: string }>(await database.db.execute(sql`select distinct currency as c from rates`));
    expect(currencies.length).toBeGreaterThanOrEqual(3);
    const workingDays = rowsOf<{ d: string }>(await database.db.execute(sql`select distinct array_to_string(working_days, ',') as d from contractors`));
    expect(workingDays).toHaveLength(3);
  });

  it("stores the attached receipts as real PDF files", async () => {
    const [file] = await database.db.select().from(t.files).limit(1);
    const bytes = await getStorage().get(file!.storageKey);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.byteLength).toBe(file!.size);
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await tableCounts();
    const again = await seedDemo(database.db, { today: TODAY });
    expect(again.seeded).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });

  it("lets every demo person sign in with the printed password", async () => {
    for (const signIn of (await seedDemo(database.db, { today: TODAY })).signIns) {
      await expect(sessionCookie(signIn.email, signIn.password)).resolves.toMatch(/session_token=/);
    }
    const [admin] = await database.db.select().from(t.user).where(eq(t.user.email, "admin@settle.local"));
    expect(admin!.role).toBe("ADMIN");
  });

  it("is refused outside local mode", () => {
    const env = {
      ...process.env,
      NEXT_PUBLIC_ENV: "production",
      NEXT_PUBLIC_DEPLOYMENT_URL: "https://settle.example.com",
      NEXT_PUBLIC_BACKEND_URL: "https://settle.example.com",
      NEXT_PUBLIC_STORAGE_UPLOADS_URL: "https://settle.example.com/api/files",
      NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL: "https://settle.example.com/handbook",
    };
    const cli = spawnSync("npx", ["tsx", "--conditions=react-server", "server/cli/index.ts", "seed"], { env, encoding: "utf8" });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain("a production database is never seeded with known passwords");
  });
});
