import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as setBonus } from "@/app/api/timesheets/[id]/bonus/route";
import { POST as prepare } from "@/app/api/timesheets/[id]/prepare-component/route";
import { BONUS_AMOUNT_REASONS } from "@/lib/domain/bonus-amount";
import { REFUSAL_REASONS } from "@/lib/domain/transition-reasons";
import { timesheetDetailSchema, type TimesheetDetail } from "@/lib/schemas/timesheets";
import * as t from "@/server/db/schema";
import { readBack } from "../../support/read-back";

import { adminDatabaseForFile, API_KEY, call, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";
import { englishText } from "@/lib/errors";

const [s, cookies] = adminDatabaseForFile();

type Answer = { data: TimesheetDetail } & ErrorJson;
type Options = { cookie?: string; headers?: Record<string, string> };
const put = (id: string, body: unknown, options: Options = { cookie: cookies.admin }) =>
  call<Answer>(setBonus, `/api/timesheets/${id}/bonus`, { method: "PUT", id, body, ...options });
const prepareBonus = (id: string, version: number, cookie: string) =>
  call<{ data: TimesheetDetail } & ErrorJson>(prepare, `/api/timesheets/${id}/prepare-component`, { method: "POST", id, cookie, body: { component: "BONUS", version } });

describe("PUT /api/timesheets/{id}/bonus", () => {
  it("sets an amount in the engagement's currency with a note: a NOT_ELIGIBLE bonus becomes ELIGIBLE", async () => {
    const row = await s.timesheetOf("lukas", 0);
    expect(row.bonusStatus).toBe("NOT_ELIGIBLE");
    const { status, body } = await put(row.id, { amount: "1500.5", note: "  Go-live delivered early  ", version: row.version });
    expect(status).toBe(200);
    const detail = timesheetDetailSchema.parse(body.data);
    expect(detail).toMatchObject({ bonusAmount: "1500.50", bonusNote: "Go-live delivered early", bonusStatus: "ELIGIBLE", version: row.version + 1 });
    expect(detail.totals.bonus).toEqual([{ amount: "1500.50", currency: "CHF" }]);
    const [log] = (await s.auditOf(row.id)).filter((entry) => entry.event === "set-bonus-amount");
    expect(log?.after).toMatchObject({ bonusAmount: "1500.5", bonusStatus: "ELIGIBLE", currency: "CHF" });

    // Read after write: the contractor, the lists, the search and the dashboard's rollup show the same bonus.
    const read = await readBack({ timesheetId: row.id, contractor: cookies.lukas, admin: cookies.admin });
    expect(read.detail.contractor).toMatchObject({ bonusAmount: "1500.50", bonusNote: "Go-live delivered early", bonusStatus: "ELIGIBLE" });
    for (const shown of [read.detail.contractor, read.detail.admin, read.list.contractor, read.list.admin, read.search]) {
      expect(shown.totals.bonus).toEqual([{ amount: "1500.50", currency: "CHF" }]);
      expect(shown.bonusStatus).toBe("ELIGIBLE");
    }
    const rollup = await s.db.select().from(t.timesheetAmounts).where(eq(t.timesheetAmounts.timesheetId, row.id));
    expect(rollup.filter((amount) => amount.component === "bonus").map(({ amount, currency }) => ({ amount, currency }))).toEqual([{ amount: "1500.50", currency: "CHF" }]);
  });

  it("changes and clears the amount: cleared goes back to NOT_ELIGIBLE, or stays ELIGIBLE when the engagement grants a bonus", async () => {
    const lukas = await s.timesheetOf("lukas", 0);
    const changed = await put(lukas.id, { amount: "2000", version: lukas.version });
    expect(changed.body.data).toMatchObject({ bonusAmount: "2000.00", bonusNote: null, bonusStatus: "ELIGIBLE" });
    const cleared = await put(lukas.id, { amount: null, note: "ignored without an amount", version: lukas.version + 1 });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ bonusAmount: null, bonusNote: null, bonusStatus: "NOT_ELIGIBLE", totals: { bonus: [] } });

    const amara = await s.timesheetOf("amara", 0);
    expect(amara.bonusStatus).toBe("ELIGIBLE");
    const set = await put(amara.id, { amount: "750.00", version: amara.version }, { headers: API_KEY });
    expect(set.body.data).toMatchObject({ bonusAmount: "750.00", bonusStatus: "ELIGIBLE", totals: { bonus: [{ amount: "750.00", currency: "EUR" }] } });
    const clearedAmara = await put(amara.id, { amount: null, version: amara.version + 1 }, { headers: API_KEY });
    expect(clearedAmara.body.data).toMatchObject({ bonusAmount: null, bonusStatus: "ELIGIBLE" });
  });

  it("is for administrators and the API key: contractors 403 (own or not), anonymous 401, unknown timesheet 404", async () => {
    const row = await s.timesheetOf("amara", 0);
    const body = { amount: "10.00", version: row.version };
    expect((await s.refused(() => put(row.id, body, { cookie: cookies.amara }), [row.id])).status).toBe(403);
    expect((await s.refused(() => put(row.id, body, { cookie: cookies.lukas }), [row.id])).status).toBe(403);
    // A reviewer holds a review link, not a session: without one the endpoint does not open.
    expect((await s.refused(() => put(row.id, body, {}), [row.id])).status).toBe(401);
    expect((await put(UNKNOWN_ID, body)).status).toBe(404);
  });

  it.each([
    [{ amount: "-5.00" }],
    [{ amount: "12.345" }],
    [{ amount: "abc" }],
    [{ amount: "1e3" }],
    [{ amount: "0" }],
    [{ amount: 100 }],
    [{ amount: "100000000" }],
    [{}],
    [{ amount: "10.00", note: "x".repeat(501) }],
  ])("answers 400 for %j and changes nothing", async (payload) => {
    const row = await s.timesheetOf("amara", 0);
    const { status, body } = await s.refused(() => put(row.id, { version: row.version, ...payload }), [row.id]);
    expect(status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.issues?.length).toBeGreaterThan(0);
  });

  it("needs the version read: missing is 400, stale is 409", async () => {
    const row = await s.timesheetOf("amara", 0);
    expect((await s.refused(() => put(row.id, { amount: "10.00" }), [row.id])).status).toBe(400);
    const stale = await s.refused(() => put(row.id, { amount: "10.00", version: row.version - 1 }), [row.id]);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("STALE_VERSION");
  });

  it("is refused (409) once the bonus is prepared, submitted or approved, and on closed timesheets", async () => {
    const row = await s.timesheetOf("sofia", 0);
    for (const [values, reason] of [
      [{ bonusStatus: "PREPARED" }, "The bonus is prepared; reset it before changing its amount."],
      [{ status: "SUBMITTED", bonusStatus: "SUBMITTED" }, "The bonus is submitted; reset it before changing its amount."],
      [{ status: "APPROVED", bonusStatus: "APPROVED" }, "The bonus is approved; reset it before changing its amount."],
      [{ status: "CLOSED", bonusStatus: "NOT_ELIGIBLE" }, englishText(REFUSAL_REASONS.timesheetClosed)],
    ] as const) {
      const current = await s.setStatuses(row.id, { status: "IN_PROGRESS", ...values });
      const { status, body } = await s.refused(() => put(row.id, { amount: "100.00", version: current.version }), [row.id]);
      expect(status).toBe(409);
      expect(body.error).toMatchObject({ code: "CONFLICT", message: reason });
    }
    await s.setStatuses(row.id, { status: "IN_PROGRESS", bonusStatus: "NOT_ELIGIBLE" });
  });

  it("refuses to prepare a bonus without an amount, and prepares it once one is set", async () => {
    const row = await s.setStatuses((await s.timesheetOf("amara", -1)).id, { bonusStatus: "ELIGIBLE", bonusAmount: null });
    const refused = await s.refused(() => prepareBonus(row.id, row.version, cookies.amara), [row.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(englishText(BONUS_AMOUNT_REASONS.noAmountToPrepare));
    const set = await put(row.id, { amount: "300.00", note: "Quarterly target", version: row.version });
    expect(set.status).toBe(200);
    const prepared = await prepareBonus(row.id, row.version + 1, cookies.amara);
    expect(prepared.status).toBe(200);
    expect(prepared.body.data).toMatchObject({ bonusStatus: "PREPARED", bonusAmount: "300.00", bonusNote: "Quarterly target" });
    const [stored] = await s.db.select().from(t.timesheets).where(eq(t.timesheets.id, row.id));
    expect(stored?.bonusStatus).toBe("PREPARED");
  });
});
