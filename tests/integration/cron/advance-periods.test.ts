import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as advance } from "@/app/api/cron/advance-periods/route";
import { advancePeriodsResponse, type AdvancePeriodsResult } from "@/lib/schemas/decisions";
import * as t from "@/server/db/schema";
import { API_KEY, call, createAdminDatabase, CRON, type ErrorJson } from "../../support/factories/admin";
import { withCookies } from "../../support/file-fixture";

const [s, cookies] = withCookies(createAdminDatabase, ["admin"]);

const run = (headers: Record<string, string> = CRON, cookie?: string) =>
  call<{ data: AdvancePeriodsResult } & ErrorJson>(advance, "/api/cron/advance-periods", { method: "POST", headers, cookie });

async function everyTimesheet() {
  return s.db.select().from(t.timesheets).orderBy(t.timesheets.id);
}

describe("POST /api/cron/advance-periods", () => {
  it("opens only with the cron secret: no header, a wrong secret, the admin API key or an admin session are 401 and change nothing", async () => {
    for (const attempt of [() => run({}), () => run({ authorization: "Bearer wrong" }), () => run(API_KEY), () => run({}, cookies.admin)]) {
      const { status, body } = await s.refused(attempt);
      expect(status).toBe(401);
      expect(body.error).toEqual({ code: "UNAUTHENTICATED", key: "invalidCronSecret", message: "Invalid cron secret." });
    }
  });

  it("moves the calendar on: past IN_PROGRESS becomes DUE, a begun INITIALIZED month opens, next month's timesheets appear; audited", async () => {
    // A month left IN_PROGRESS after it ended, a current month never opened, and a next month the engagement lacks.
    const past = await s.setStatuses((await s.timesheetOf("amara", -1)).id, { status: "IN_PROGRESS", feeStatus: "IN_PROGRESS", expensesStatus: "IN_PROGRESS" });
    const unopened = await s.setStatuses((await s.timesheetOf("lukas", 0)).id, { status: "INITIALIZED" });
    const next = await s.timesheetOf("sofia", 1);
    await s.db.delete(t.timesheets).where(eq(t.timesheets.id, next.id));
    const closed = await s.timesheetOf("sofia", -6);

    const { status, body } = await run();
    expect(status).toBe(200);
    expect(advancePeriodsResponse.parse(body).data).toEqual({ today: s.today, timesheetsCreated: 1, timesheetsAdvanced: 2, timesheetsOpened: 1, componentsDue: 2 });

    expect(await s.timesheet(past.id)).toMatchObject({ status: "DUE", feeStatus: "DUE", expensesStatus: "DUE", bonusStatus: "ELIGIBLE", version: past.version + 1 });
    expect(await s.timesheet(unopened.id)).toMatchObject({ status: "IN_PROGRESS", feeStatus: "IN_PROGRESS", version: unopened.version + 1 });
    const created = await s.timesheetOf("sofia", 1);
    expect(created).toMatchObject({ status: "INITIALIZED", feeStatus: "ELIGIBLE", expensesStatus: "NOT_ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" });
    expect(await s.timesheet(closed.id)).toEqual(closed);

    expect((await s.auditOf(past.id)).at(-1)).toMatchObject({
      action: "UPDATE",
      event: "advance-periods",
      actorUserId: null,
      actorLabel: "Cron: advance-periods",
      before: { status: "IN_PROGRESS" },
      after: { status: "DUE" },
    });
    expect(await s.auditOf(created.id)).toMatchObject([{ action: "INSERT", event: "create-timesheet", actorLabel: "Cron: advance-periods" }]);
  });

  it("is idempotent: a second run changes nothing and says so", async () => {
    const before = await everyTimesheet();
    const { status, body } = await s.refused(() => run());
    expect(status).toBe(200);
    expect(body.data).toEqual({ today: s.today, timesheetsCreated: 0, timesheetsAdvanced: 0, timesheetsOpened: 0, componentsDue: 0 });
    expect(await everyTimesheet()).toEqual(before);
  });

  it("creates nothing for engagements that have ended", async () => {
    const ended = await s.projectEngagementOf("sofia", "Grid Modernisation");
    const rows = await s.db
      .select()
      .from(t.timesheets)
      .where(and(eq(t.timesheets.projectEngagementId, ended.id), ne(t.timesheets.status, "CLOSED")));
    expect(rows).toEqual([]);
  });
});
