import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as approve } from "@/app/api/timesheets/[id]/approve-component/route";
import { PUT as setBonus } from "@/app/api/timesheets/[id]/bonus/route";
import { PUT as close } from "@/app/api/timesheets/[id]/close/route";
import { PUT as contest } from "@/app/api/timesheets/[id]/contest-component/route";
import { PUT as flag } from "@/app/api/timesheets/[id]/flag/route";
import { PUT as reopen } from "@/app/api/timesheets/[id]/reopen/route";
import * as t from "@/server/db/schema";
import { API_KEY, call, createAdminDatabase } from "../../support/factories/admin";
import { fileFixture } from "../../support/file-fixture";

/**
 * Every path that changes a timesheet's statuses goes through writeTimesheetStatuses, so the
 * activity log reads the same whatever the action: the four statuses and the version, before and
 * after, the version one higher, plus what the action adds.
 */

const s = fileFixture(createAdminDatabase);

type Handler = Parameters<typeof call>[0];
const act = async (handler: Handler, id: string, action: string, body: unknown) => {
  const version = (await s.timesheet(id))!.version;
  const { status } = await call(handler, `/api/timesheets/${id}/${action}`, { method: "PUT", id, headers: API_KEY, body: { ...(body as object), version } });
  expect(status, action).toBe(200);
};

const STATUS_KEYS = ["status", "feeStatus", "expensesStatus", "bonusStatus", "version"];

describe("the one status writer", () => {
  it("writes one audit payload shape for flag, bonus, approve, contest, close and reopen", async () => {
    const approved = await s.timesheetOf("lukas", -2);
    await act(close, approved.id, "close", {});
    await act(reopen, approved.id, "reopen", {});
    const current = await s.timesheetOf("lukas", 0);
    await act(flag, current.id, "flag", { flagged: true });
    await act(setBonus, current.id, "bonus", { amount: "100", note: "Thanks" });
    const submitted = await s.timesheetOf("lukas", -1);
    await act(approve, submitted.id, "approve-component", { component: "TIMESHEET" });
    await act(contest, submitted.id, "contest-component", { component: "EXPENSES", reason: "The taxi receipt is missing." });

    const entries = await s.db
      .select()
      .from(t.activityLogs)
      .where(and(eq(t.activityLogs.entityType, "timesheet"), eq(t.activityLogs.action, "UPDATE"), ne(t.activityLogs.event, "advance-periods")));
    const events = new Set(entries.map((entry) => entry.event));
    for (const event of ["close", "reopen", "flag", "set-bonus-amount", "approve-component", "contest-component"]) expect(events, event).toContain(event);
    for (const entry of entries) {
      const before = entry.before as Record<string, unknown>;
      const after = entry.after as Record<string, unknown>;
      for (const key of STATUS_KEYS) {
        expect(before, `${entry.event} before.${key}`).toHaveProperty(key);
        expect(after, `${entry.event} after.${key}`).toHaveProperty(key);
      }
      expect(after.version, `${entry.event} version`).toBe((before.version as number) + 1);
    }
    const closing = entries.find((entry) => entry.event === "close");
    expect(closing?.after).toMatchObject({ status: "CLOSED", closedAt: expect.any(String) });
    const bonus = entries.find((entry) => entry.event === "set-bonus-amount");
    expect(bonus?.after).toMatchObject({ bonusStatus: "ELIGIBLE", bonusAmount: "100", bonusNote: "Thanks" });
  });
});
