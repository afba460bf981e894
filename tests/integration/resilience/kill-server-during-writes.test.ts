import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, expect, it } from "vitest";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { businessToday } from "@/server/clock";
import { rowsOf } from "@/server/db/connection";
import { activityLogs, contractors, projects, timesheetRecords, timesheets, user } from "@/server/db/schema";
import { seedDemo } from "@/server/seed/seed-demo";
import { prepareServerTarget } from "../../support/processes/server-target";
import { spawnScript, type Watched } from "../../support/processes/spawn";
import { DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { demoEmail, installMemoryStorage, MAIN_PROJECT } from "../../support/seeded";
import { dailyRecord, MONDAY_TO_FRIDAY, workdaysIn } from "../../support/factories/records";

/**
 * Crashes (issue #12): the server (the app's route handlers behind an HTTP server, started as the
 * real one starts) is killed with SIGKILL again and again while four clients update records of
 * one timesheet, and restarted with no hand-work. On PGlite by default; on PostgreSQL when
 * TEST_DATABASE_URL names a server (CI's PostgreSQL pass), on a database of its own.
 * Every write the server acknowledged must be there after each restart, and the audit log must
 * hold exactly one row per committed change: no lost write, no half-written one.
 */
const SERVER = "tests/support/processes/serve-api.ts";
const KILLS = Number(process.env.CRASH_KILLS ?? 4);
const WRITERS = 4;
const ORIGIN = process.env.DEPLOYMENT_URL ?? "http://localhost:3000";

let server: Watched | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(() => void server?.child.kill("SIGKILL"));
afterAll(async () => cleanup?.());

async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  server = spawnScript(SERVER, [], env);
  const line = await server.waitForLine((l) => l.startsWith("listening "));
  return `http://127.0.0.1:${line.split(" ")[1]}`;
}

const send = (base: string, pathname: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${base}${pathname}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { origin: ORIGIN, "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

interface Ack {
  recordId: string;
  version: number;
  summary: string;
}

it("SIGKILL of the server during a write load, restarted each time, loses no acknowledged write and audits each committed one once", async () => {
  installMemoryStorage();
  const target = await prepareServerTarget("crash");
  cleanup = target.dispose;
  const today = businessToday();
  const period = BillingPeriod.current(today).next();

  // Seed and pick Amara's next month (INITIALIZED, empty working days), then leave the database to the server.
  const seeding = await target.open();
  await seeding.migrate();
  await seedDemo(seeding.db, { today });
  const [sheet] = await seeding.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(and(eq(user.email, demoEmail("amara")), eq(projects.name, MAIN_PROJECT.amara), eq(timesheets.billingPeriod, period.toDatabase())));
  const taken = await seeding.db.select({ date: timesheetRecords.date }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, sheet!.id));
  await seeding.close();
  const timesheetId = sheet!.id;
  const days = workdaysIn(period, MONDAY_TO_FRIDAY, taken.map((row) => row.date)).slice(0, WRITERS);
  expect(days).toHaveLength(WRITERS);

  let base = await startServer(target.env);
  const signIn = await send(base, "/api/auth/sign-in/email", { body: { email: demoEmail("amara"), password: DEMO_CONTRACTORS.find((c) => c.key === "amara")!.password } });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  // One record per writer, created in one request (one committed change of four records).
  const created = await send(base, "/api/timesheet-records", { cookie, body: { timesheetId, records: days.map((day) => dailyRecord(day, { workSummary: "created" })) } });
  expect(created.status).toBe(200);
  const state = ((await created.json()) as { data: { records: { id: string; version: number }[] } }).data.records.map((r) => ({ id: r.id, version: r.version }));
  const acked: Ack[] = [];
  const statuses: number[] = [];
  let sequence = 0;

  /** Updates its record until the server goes away; each 200 is an acknowledged write. */
  async function write(index: number): Promise<void> {
    const mine = state[index]!;
    for (;;) {
      const summary = `write ${++sequence}`;
      const body = { timesheetId, records: [dailyRecord(days[index]!, { id: mine.id, version: mine.version, workSummary: summary })] };
      let response: Response;
      try {
        response = await send(base, "/api/timesheet-records", { cookie, body });
      } catch {
        return; // killed: the connection broke, the write is unacknowledged
      }
      statuses.push(response.status);
      if (response.status !== 200) throw new Error(`write answered ${response.status}: ${await response.text()}`);
      let saved: { data: { records: { id: string; version: number }[] } };
      try {
        saved = (await response.json()) as typeof saved;
      } catch {
        return; // killed while the answer was on its way: not acknowledged
      }
      mine.version = saved.data.records[0]!.version;
      acked.push({ recordId: mine.id, version: mine.version, summary });
    }
  }

  for (let kill = 1; kill <= KILLS; kill++) {
    const before = acked.length;
    const writers = Array.from({ length: WRITERS }, (_, index) => write(index));
    // Kill at a different depth of the load each time, with all four writers in flight.
    while (acked.length < before + 8 + kill * 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const victim = server!;
    victim.child.kill("SIGKILL");
    expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });
    await Promise.all(writers);

    // Restart with no hand-work: every acknowledged write is there; the writers go on from what is stored.
    base = await startServer(target.env);
    const detail = await send(base, `/api/timesheets/${timesheetId}`, { cookie });
    expect(detail.status).toBe(200);
    const stored = new Map(((await detail.json()) as { data: { timesheetRecords: { id: string; version: number; workSummary: string }[] } }).data.timesheetRecords.map((r) => [r.id, r]));
    for (const mine of state) {
      const record = stored.get(mine.id);
      expect(record?.version).toBeGreaterThanOrEqual(mine.version);
      const last = acked.filter((ack) => ack.recordId === mine.id).at(-1);
      // Newer than the last acknowledged version only by a write that committed as the server died.
      if (last && record?.version === last.version) expect(record.workSummary).toBe(last.summary);
      mine.version = record!.version;
    }
  }
  server!.child.kill("SIGKILL");
  await server!.exited;
  expect(statuses.every((status) => status === 200)).toBe(true);

  // With the server dead, read the database directly: one audit row per committed change.
  const check = await target.open();
  try {
    const records = await check.db.select({ id: timesheetRecords.id, version: timesheetRecords.version }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, timesheetId));
    const audit = rowsOf<{ entityId: string; action: string; summary: string | null }>(
      await check.db.execute(sql`select ${activityLogs.entityId} as "entityId", ${activityLogs.action} as action, ${activityLogs.after}->>'workSummary' as summary
        from ${activityLogs} where ${activityLogs.entityType} = 'timesheet_record' and ${activityLogs.timesheetId} = ${timesheetId} order by ${activityLogs.createdAt} asc`),
    );
    let committedUpdates = 0;
    for (const mine of state) {
      const record = records.find((r) => r.id === mine.id)!;
      const rows = audit.filter((row) => row.entityId === mine.id);
      // Version 1 is the INSERT; each committed update raised it by one and wrote one UPDATE row.
      expect(rows.filter((row) => row.action === "INSERT")).toHaveLength(1);
      const updates = rows.filter((row) => row.action === "UPDATE");
      expect(updates).toHaveLength(record.version - 1);
      expect(new Set(updates.map((row) => row.summary)).size).toBe(updates.length);
      const audited = new Set(updates.map((row) => row.summary));
      expect(acked.filter((ack) => ack.recordId === mine.id && !audited.has(ack.summary))).toEqual([]);
      committedUpdates += updates.length;
    }
    expect(committedUpdates).toBeGreaterThanOrEqual(acked.length);
    console.log(
      `crash loop on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${KILLS} kills, ${acked.length} acknowledged writes, ${committedUpdates} committed, ${committedUpdates - acked.length} committed unacknowledged, 0 lost`,
    );
  } finally {
    await check.close();
  }
}, 240_000);
