import { describe, expect, it } from "vitest";
import { PUT as batchClose } from "@/app/api/timesheets/batch/close/route";
import { POST as batchExport } from "@/app/api/timesheets/batch/export/route";
import { PUT as batchReopen } from "@/app/api/timesheets/batch/reopen/route";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { BatchOutcome } from "@/lib/schemas/decisions";
import type { Actor } from "@/server/auth/actor";
import { timesheets } from "@/server/db/schema";
import { batchClosing } from "@/server/services/decisions/batch-closing";
import { timesheetIdsMatching } from "@/server/services/timesheets/select-timesheets";
import { API_KEY, call, createAdminDatabase, type ErrorJson } from "../../support/factories/admin";
import { apiRequest } from "../../support/http";
import { countStatements } from "../../support/statement-counter";

/**
 * "Select all matching" (#47.7): batch close, reopen and export take the timesheets list's filter
 * instead of an id list, and the server selects the matching timesheets itself, set-based: one
 * query for the selection and one to lock the rows, however many match.
 */
const s = await createAdminDatabase();
const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };
type BatchReply = { data: BatchOutcome } & ErrorJson;
const closeMany = (body: unknown) => call<BatchReply>(batchClose, "/api/timesheets/batch/close", { method: "PUT", headers: API_KEY, body });
const reopenMany = (body: unknown) => call<BatchReply>(batchReopen, "/api/timesheets/batch/reopen", { method: "PUT", headers: API_KEY, body });
const settled = { status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE", closedAt: null } as const;

/** Every timesheet of a contractor, approved and settled, so all of them may close. */
async function approveAllOf(contractorId: string): Promise<string[]> {
  const rows = await s.db.select({ id: timesheets.id, contractorId: timesheets.contractorId }).from(timesheets);
  const ids = rows.filter((row) => row.contractorId === contractorId).map((row) => row.id);
  for (const id of ids) await s.setStatuses(id, settled);
  return ids;
}

const timesheetReads = (statements: string[]) => statements.filter((q) => /^select .* from "timesheets"/i.test(q.trim()));

describe("batch close and reopen by the list's filter", () => {
  it("closes every timesheet the filter matches, and only those, newest period first", async () => {
    const amara = await s.contractorId("amara");
    const hers = await approveAllOf(amara);
    const lukasApproved = await s.setStatuses((await s.timesheetOf("lukas", -2)).id, settled);
    const { status, body } = await closeMany({ filter: { contractorId: amara, status: "APPROVED" } });
    expect(status).toBe(200);
    expect(body.data.changed).toBe(hers.length);
    expect(body.data.refused).toBe(0);
    expect(new Set(body.data.results.map((result) => result.id))).toEqual(new Set(hers));
    const periods = await Promise.all(body.data.results.map(async (result) => (await s.timesheet(result.id))!.billingPeriod));
    expect(periods).toEqual([...periods].sort().reverse());
    expect((await s.timesheet(lukasApproved.id))?.status).toBe("APPROVED");

    const reopened = await reopenMany({ filter: { contractorId: amara, status: "CLOSED" } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.changed).toBe(hers.length);
    for (const id of hers) expect((await s.timesheet(id))?.status).toBe("APPROVED");
  });

  it("selects and locks in two queries whether 1 or all of a contractor's timesheets match; per timesheet only its own writes", async () => {
    const sofia = await s.contractorId("sofia");
    const hers = await approveAllOf(sofia);
    expect(hers.length).toBeGreaterThan(3);
    const newest = (await Promise.all(hers.map((id) => s.timesheet(id)))).map((row) => row!.billingPeriod).sort().at(-1)!;
    const one = await countStatements(() => batchClosing(s.db, service, { filter: { contractorId: sofia, period: BillingPeriod.fromDate(newest).toString() } }, "close", s.today));
    expect(one.result.changed).toBeGreaterThanOrEqual(1);
    const all = await countStatements(() => batchClosing(s.db, service, { filter: { contractorId: sofia, status: "APPROVED" } }, "close", s.today));
    expect(all.result.changed).toBe(hers.length - one.result.changed);
    expect(timesheetReads(one.statements)).toHaveLength(2);
    expect(timesheetReads(all.statements)).toHaveLength(2);
    // The rest grows by the same few writes per timesheet (its update, audit, savepoint), never by a read.
    const perTimesheet = (all.count - one.count) / (all.result.changed - one.result.changed);
    expect(Number.isInteger(perTimesheet)).toBe(true);
    expect(perTimesheet).toBeLessThanOrEqual(6);
  });

  it("an id list is read and locked in one query too, unknown ids refused in place", async () => {
    const ids = [(await s.timesheetOf("lukas", -3)).id, "00000000-0000-4000-8000-000000000000", (await s.timesheetOf("lukas", -4)).id];
    for (const id of [ids[0]!, ids[2]!]) await s.setStatuses(id, settled);
    const counted = await countStatements(() => batchClosing(s.db, service, { ids }, "close", s.today));
    expect(counted.result.results.map((result) => [result.id, result.ok, result.reason])).toEqual([
      [ids[0], true, undefined],
      [ids[1], false, "Timesheet not found."],
      [ids[2], true, undefined],
    ]);
    expect(timesheetReads(counted.statements)).toHaveLength(1);
  });

  it("refuses ids and filter together, neither, a filter that matches nothing and one that matches too many", async () => {
    const both = await closeMany({ ids: [(await s.timesheetOf("amara", -1)).id], filter: {} });
    expect(both.status).toBe(400);
    expect(both.body.error.issues).toEqual([{ path: "ids", key: "sendEitherIdsFilter", message: "Send either ids or filter, one of the two." }]);
    expect((await closeMany({})).status).toBe(400);
    const bad = await closeMany({ filter: { period: "2026-13", extra: true } });
    expect(bad.status).toBe(400);
    const none = await closeMany({ filter: { period: "1999-01" } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe("No timesheet matches the filter.");
    await expect(timesheetIdsMatching(s.db, {}, 2)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "The filter matches more than 2 timesheets; narrow it or act in parts." });
  });
});

describe("batch export by the list's filter", () => {
  it("exports the filter's timesheets: the same workbook rows as their ids, one query more", async () => {
    const lukas = await s.contractorId("lukas");
    const ids = await timesheetIdsMatching(s.db, { contractorId: lukas }, 1000);
    const byFilter = await batchExport(apiRequest("/api/timesheets/batch/export", { body: { filter: { contractorId: lukas } }, headers: API_KEY }), undefined);
    const byIds = await batchExport(apiRequest("/api/timesheets/batch/export", { body: { ids }, headers: API_KEY }), undefined);
    expect(byFilter.status).toBe(200);
    expect(byIds.status).toBe(200);
    expect(byFilter.headers.get("content-disposition")).toBe(byIds.headers.get("content-disposition"));
    expect((await byFilter.arrayBuffer()).byteLength).toBeGreaterThan(0);
    await byIds.arrayBuffer();
  });
});
