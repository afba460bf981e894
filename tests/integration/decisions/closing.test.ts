import { describe, expect, it } from "vitest";
import { PUT as close } from "@/app/api/timesheets/[id]/close/route";
import { PUT as reopen } from "@/app/api/timesheets/[id]/reopen/route";
import { PUT as batchClose } from "@/app/api/timesheets/batch/close/route";
import { PUT as batchReopen } from "@/app/api/timesheets/batch/reopen/route";
import { onlyApprovedClosesReason, REFUSAL_REASONS, unsettledBeforeCloseReason } from "@/lib/domain/transition-reasons";
import { batchResponse, type BatchOutcome, type DecidedTimesheet } from "@/lib/schemas/decisions";
import { apiRequest } from "../../support/http";

import { adminDatabaseForFile, API_KEY, call, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";
import { englishText } from "@/lib/errors";

const [s, cookies] = adminDatabaseForFile();

type Reply = { data: DecidedTimesheet } & ErrorJson;
type BatchReply = { data: BatchOutcome } & ErrorJson;
type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const closeOne = (id: string, options: Options) => call<Reply>(close, `/api/timesheets/${id}/close`, { method: "PUT", id, ...options });
const reopenOne = (id: string, options: Options) => call<Reply>(reopen, `/api/timesheets/${id}/reopen`, { method: "PUT", id, ...options });
const closeMany = (options: Options) => call<BatchReply>(batchClose, "/api/timesheets/batch/close", { method: "PUT", ...options });
const reopenMany = (options: Options) => call<BatchReply>(batchReopen, "/api/timesheets/batch/reopen", { method: "PUT", ...options });

describe("PUT /api/timesheets/{id}/close", () => {
  it("closes an approved timesheet whose components are settled, stamps closedAt and audits it", async () => {
    const row = await s.timesheetOf("lukas", -2);
    const { status, body } = await closeOne(row.id, { cookie: cookies.admin, body: { version: row.version } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: row.id, status: "CLOSED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE", closed: true, version: row.version + 1 });
    expect((await s.timesheet(row.id))?.closedAt).not.toBeNull();
    expect((await s.auditOf(row.id)).at(-1)).toMatchObject({ action: "UPDATE", event: "close", before: { status: "APPROVED" }, after: { status: "CLOSED" } });
  });

  it("takes no body at all (the version is optional) with the admin API key", async () => {
    const row = await s.timesheetOf("amara", -2);
    const response = await close(apiRequest(`/api/timesheets/${row.id}/close`, { method: "PUT", headers: API_KEY }), { params: Promise.resolve({ id: row.id }) });
    expect(response.status).toBe(200);
    expect((await s.timesheet(row.id))?.status).toBe("CLOSED");
  });

  it("refuses a timesheet that is not approved, or one with a component still waiting, and changes nothing", async () => {
    const due = await s.timesheetOf("amara", -1);
    const notApproved = await s.refused(() => closeOne(due.id, { cookie: cookies.admin, body: {} }), [due.id]);
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.error.message).toBe(englishText(onlyApprovedClosesReason("DUE")));
    const waiting = await s.setStatuses((await s.timesheetOf("sofia", -2)).id, { feeStatus: "NOT_SUBMITTED", bonusStatus: "SUBMITTED" });
    const unsettled = await s.refused(() => closeOne(waiting.id, { cookie: cookies.admin, body: {} }), [waiting.id]);
    expect(unsettled.status).toBe(409);
    expect(unsettled.body.error.message).toBe(englishText(unsettledBeforeCloseReason("BONUS", "SUBMITTED")));
    await s.setStatuses(waiting.id, { feeStatus: "APPROVED", bonusStatus: "NOT_ELIGIBLE" });
  });

  it("refuses a closed one: already closed", async () => {
    const row = await s.timesheetOf("amara", -5);
    const { status, body } = await s.refused(() => closeOne(row.id, { cookie: cookies.admin, body: {} }), [row.id]);
    expect(status).toBe(409);
    expect(body.error.message).toBe(englishText(REFUSAL_REASONS.alreadyClosed));
  });

  it("refuses a stale version and bad input", async () => {
    const row = await s.timesheetOf("sofia", -2);
    const stale = await s.refused(() => closeOne(row.id, { cookie: cookies.admin, body: { version: row.version + 1 } }), [row.id]);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("STALE_VERSION");
    const bad = await s.refused(() => closeOne(row.id, { cookie: cookies.admin, body: { version: -1 } }), [row.id]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues?.[0]?.path).toBe("version");
  });

  it("is for administrators: 401, 403 and 404", async () => {
    const row = await s.timesheetOf("sofia", -2);
    expect((await s.refused(() => closeOne(row.id, { body: {} }), [row.id])).status).toBe(401);
    expect((await s.refused(() => closeOne(row.id, { cookie: cookies.sofia, body: {} }), [row.id])).status).toBe(403);
    expect((await closeOne(UNKNOWN_ID, { cookie: cookies.admin, body: {} })).status).toBe(404);
    expect((await closeOne("42", { cookie: cookies.admin, body: {} })).status).toBe(404);
  });
});

describe("PUT /api/timesheets/{id}/reopen", () => {
  it("reopens a closed timesheet to APPROVED, clears closedAt and audits it", async () => {
    const row = await s.timesheetOf("lukas", -2);
    const { status, body } = await reopenOne(row.id, { cookie: cookies.admin, body: { version: row.version } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "APPROVED", closed: false, version: row.version + 1 });
    expect((await s.timesheet(row.id))?.closedAt).toBeNull();
    expect((await s.auditOf(row.id)).at(-1)).toMatchObject({ event: "reopen", before: { status: "CLOSED" }, after: { status: "APPROVED" } });
  });

  it("refuses an open timesheet, a stale version and other roles", async () => {
    const row = await s.timesheetOf("lukas", -2);
    const open = await s.refused(() => reopenOne(row.id, { cookie: cookies.admin, body: {} }), [row.id]);
    expect(open.status).toBe(409);
    expect(open.body.error.message).toBe(englishText(REFUSAL_REASONS.onlyClosedReopens));
    const closed = await s.timesheetOf("lukas", -3);
    const stale = await s.refused(() => reopenOne(closed.id, { cookie: cookies.admin, body: { version: closed.version + 1 } }), [closed.id]);
    expect(stale.body.error.code).toBe("STALE_VERSION");
    expect((await s.refused(() => reopenOne(closed.id, { cookie: cookies.lukas, body: {} }), [closed.id])).status).toBe(403);
    expect((await s.refused(() => reopenOne(closed.id, { body: {} }), [closed.id])).status).toBe(401);
  });
});

describe("PUT /api/timesheets/batch/reopen and /batch/close", () => {
  it("reopens per item: each id gets its own result in request order, refusals change nothing, the rest goes ahead", async () => {
    const [closedA, closedB, submitted] = [await s.timesheetOf("amara", -3), await s.timesheetOf("amara", -4), await s.timesheetOf("lukas", -1)];
    const before = await s.snapshot([submitted.id]);
    const { status, body } = await reopenMany({ cookie: cookies.admin, body: { ids: [closedA.id, submitted.id, UNKNOWN_ID, closedB.id] } });
    expect(status).toBe(200);
    batchResponse.parse(body);
    expect(body.data).toEqual({
      results: [
        { id: closedA.id, ok: true, status: "APPROVED", version: closedA.version + 1 },
        { id: submitted.id, ok: false, reason: englishText(REFUSAL_REASONS.onlyClosedReopens) },
        { id: UNKNOWN_ID, ok: false, reason: "Timesheet not found." },
        { id: closedB.id, ok: true, status: "APPROVED", version: closedB.version + 1 },
      ],
      changed: 2,
      refused: 2,
    });
    expect((await s.snapshot([submitted.id])).rows).toEqual(before.rows);
    expect((await s.auditOf(closedA.id)).at(-1)).toMatchObject({ event: "reopen" });
    expect((await s.auditOf(submitted.id)).some((entry) => entry.event === "reopen")).toBe(false);
  });

  it("closes per item with the admin API key", async () => {
    const [approvedA, approvedB, inProgress] = [await s.timesheetOf("amara", -3), await s.timesheetOf("amara", -4), await s.timesheetOf("amara", 0)];
    const { status, body } = await closeMany({ headers: API_KEY, body: { ids: [approvedA.id, inProgress.id, approvedB.id] } });
    expect(status).toBe(200);
    expect(body.data.results.map((result) => [result.ok, result.status ?? result.reason])).toEqual([
      [true, "CLOSED"],
      [false, englishText(onlyApprovedClosesReason("IN_PROGRESS"))],
      [true, "CLOSED"],
    ]);
    expect((await s.timesheet(inProgress.id))?.version).toBe(inProgress.version);
    expect((await s.timesheet(approvedB.id))?.status).toBe("CLOSED");
  });

  it.each([
    [{}, "ids"],
    [{ ids: [] }, "ids"],
    [{ ids: ["nope"] }, "ids.0"],
    [{ ids: [UNKNOWN_ID, UNKNOWN_ID] }, "ids"],
    [{ ids: Array.from({ length: 201 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`) }, "ids"],
  ])("answers 400 for %#", async (payload, path) => {
    const { status, body } = await s.refused(() => closeMany({ cookie: cookies.admin, body: payload }));
    expect(status).toBe(400);
    expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
  });

  it("is for administrators only", async () => {
    const row = await s.timesheetOf("amara", -3);
    expect((await s.refused(() => closeMany({ cookie: cookies.amara, body: { ids: [row.id] } }), [row.id])).status).toBe(403);
    expect((await s.refused(() => reopenMany({ body: { ids: [row.id] } }), [row.id])).status).toBe(401);
  });
});
