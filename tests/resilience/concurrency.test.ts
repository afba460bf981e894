import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as approveComponent } from "@/app/api/timesheets/[id]/approve-component/route";
import { PUT as flagTimesheet } from "@/app/api/timesheets/[id]/flag/route";
import { POST as resetComponent } from "@/app/api/timesheets/[id]/reset-component/route";
import { POST as upsertRecords } from "@/app/api/timesheet-records/route";
import { activityLogs, timesheetRecords, timesheets } from "@/server/db/schema";
import { createResilienceFixture, type ResilienceFixture } from "../support/factories/resilience";
import { invoke } from "./request";

let f: ResilienceFixture;

beforeAll(async () => {
  f = await createResilienceFixture();
}, 120_000);

afterAll(async () => {
  await f.database.dispose();
});

const auditRows = async (entityId: string) => (await f.db.select({ n: count() }).from(activityLogs).where(eq(activityLogs.entityId, entityId)))[0]?.n ?? 0;
const PARALLEL = 50;

function tally(statuses: number[]): Record<number, number> {
  return statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
}

describe("50 parallel edits", () => {
  it("of one record at one version: one success, 49 conflicts, one audit row, version + 1", async () => {
    const timesheet = await f.timesheetOf("amara", 0);
    const [record] = await f.db.select().from(timesheetRecords).where(eq(timesheetRecords.timesheetId, timesheet.id)).limit(1);
    expect(record, "the demo's current timesheet has records").toBeDefined();
    if (!record) return;
    const auditBefore = await auditRows(record.id);
    const edits = Array.from({ length: PARALLEL }, (_, index) =>
      invoke(upsertRecords, "/api/timesheet-records", {}, {
        method: "POST",
        cookie: f.cookies.amara,
        body: {
          timesheetId: timesheet.id,
          records: [{ id: record.id, version: record.version, date: record.date, workSummary: `Parallel edit ${index}`, counterPart: record.counterPart, timeAmount: record.timeAmount, timeUnit: record.timeUnit }],
        },
      }),
    );
    const statuses = (await Promise.all(edits)).map((answer) => answer.status);
    expect(tally(statuses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const [after] = await f.db.select().from(timesheetRecords).where(eq(timesheetRecords.id, record.id));
    expect(after?.version).toBe(record.version + 1);
    expect(after?.workSummary).toMatch(/^Parallel edit \d+$/);
    expect((await auditRows(record.id)) - auditBefore).toBe(1);
  });

  it("of one timesheet's flag at one version: one success, 49 conflicts, version + 1", async () => {
    const timesheet = await f.timesheetOf("lukas", 0);
    const auditBefore = await auditRows(timesheet.id);
    const flags = Array.from({ length: PARALLEL }, () =>
      invoke(flagTimesheet, `/api/timesheets/${timesheet.id}/flag`, { id: timesheet.id }, { method: "PUT", cookie: f.cookies.admin, body: { flagged: !timesheet.flagged, version: timesheet.version } }),
    );
    const statuses = (await Promise.all(flags)).map((answer) => answer.status);
    expect(tally(statuses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const after = await f.timesheetById(timesheet.id);
    expect(after?.version).toBe(timesheet.version + 1);
    expect(after?.flagged).toBe(!timesheet.flagged);
    expect((await auditRows(timesheet.id)) - auditBefore).toBe(1);
  });
});

describe("approve versus edit races", () => {
  it("keep the state one the transition table allows, with one audit row per change that won", async () => {
    // Every submitted fee of the demo: the administrator approves while the contractor withdraws.
    const submitted = await f.db.select().from(timesheets).where(and(eq(timesheets.feeStatus, "SUBMITTED")));
    expect(submitted.length).toBeGreaterThan(0);
    const cookieOf = async (contractorId: string) => {
      for (const who of ["amara", "lukas"] as const) if ((await f.contractorId(`${who}@settle.local`)) === contractorId) return f.cookies[who];
      return null;
    };
    let races = 0;
    for (const timesheet of submitted) {
      const cookie = await cookieOf(timesheet.contractorId);
      if (!cookie) continue;
      races += 1;
      const auditBefore = await auditRows(timesheet.id);
      const [approve, reset] = await Promise.all([
        invoke(approveComponent, `/api/timesheets/${timesheet.id}/approve-component`, { id: timesheet.id }, { method: "PUT", cookie: f.cookies.admin, body: { component: "FEE", version: timesheet.version } }),
        invoke(resetComponent, `/api/timesheets/${timesheet.id}/reset-component`, { id: timesheet.id }, { method: "POST", cookie, body: { comp: "FEE", version: timesheet.version } }),
      ]);
      for (const answer of [approve, reset]) expect(answer.status, answer.text).toBeLessThan(500);
      const winners = [approve, reset].filter((answer) => answer.status === 200);
      // Both name the version they read: at most one can win.
      expect(winners.length).toBeLessThanOrEqual(1);
      const after = await f.timesheetById(timesheet.id);
      expect(after?.version).toBe(timesheet.version + winners.length);
      if (approve.status === 200) expect(after?.feeStatus).toBe("APPROVED");
      else if (reset.status === 200) expect(after?.feeStatus).not.toBe("SUBMITTED");
      else expect(after?.feeStatus).toBe("SUBMITTED");
      // A change that won wrote its audit rows; a refused one wrote none.
      if (winners.length === 0) expect(await auditRows(timesheet.id)).toBe(auditBefore);
      else expect(await auditRows(timesheet.id)).toBeGreaterThan(auditBefore);
    }
    expect(races).toBeGreaterThan(0);
  });
});
