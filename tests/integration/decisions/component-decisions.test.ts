import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as approve } from "@/app/api/timesheets/[id]/approve-component/route";
import { PUT as contest } from "@/app/api/timesheets/[id]/contest-component/route";
import { onlySubmittedDecidedReason, REFUSAL_REASONS } from "@/lib/domain/transition-reasons";
import { decidedTimesheetSchema, type DecidedTimesheet } from "@/lib/schemas/decisions";
import * as t from "@/server/db/schema";
import { DEMO_ADMIN } from "@/server/seed/demo-data";

import { adminDatabaseForFile, API_KEY, call, CRON, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";
import { englishText } from "@/lib/errors";
import { answerOf } from "@/tests/support/in-english";

const [s, cookies] = adminDatabaseForFile();

type Reply = { data: DecidedTimesheet } & ErrorJson;
type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const approveComponent = (id: string, options: Options) => call<Reply>(approve, `/api/timesheets/${id}/approve-component`, { method: "PUT", id, ...options });
const contestComponent = (id: string, options: Options) => call<Reply>(contest, `/api/timesheets/${id}/contest-component`, { method: "PUT", id, ...options });

async function reviewsOf(timesheetId: string) {
  return s.db.select().from(t.reviews).where(eq(t.reviews.timesheetId, timesheetId)).orderBy(t.reviews.createdAt);
}

async function timesheetThreadMessages(timesheetId: string) {
  return s.db
    .select({ message: t.messages, threadId: t.messageThreads.id })
    .from(t.messages)
    .innerJoin(t.messageThreads, eq(t.messageThreads.id, t.messages.threadId))
    .where(and(eq(t.messageThreads.timesheetId, timesheetId), isNull(t.messageThreads.timesheetRecordId), isNull(t.messageThreads.expenseRecordId)))
    .orderBy(t.messages.createdAt);
}

describe("PUT /api/timesheets/{id}/approve-component", () => {
  it("approves a submitted fee; the timesheet stays SUBMITTED while the expenses wait; audited and recorded as a review", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const { status, body } = await approveComponent(row.id, { cookie: cookies.admin, body: { component: "TIMESHEET", version: row.version } });
    expect(status).toBe(200);
    expect(decidedTimesheetSchema.parse(body.data)).toEqual({
      id: row.id,
      status: "SUBMITTED",
      feeStatus: "APPROVED",
      expensesStatus: "SUBMITTED",
      bonusStatus: "NOT_ELIGIBLE",
      closed: false,
      version: row.version + 1,
    });
    expect(await s.timesheet(row.id)).toMatchObject({ feeStatus: "APPROVED", status: "SUBMITTED", version: row.version + 1 });
    const audit = (await s.auditOf(row.id)).at(-1);
    expect(audit).toMatchObject({ action: "UPDATE", entityType: "timesheet", event: "approve-component", actorLabel: DEMO_ADMIN.email });
    expect(audit?.before).toMatchObject({ feeStatus: "SUBMITTED", version: row.version });
    expect(audit?.after).toMatchObject({ feeStatus: "APPROVED", component: "TIMESHEET", version: row.version + 1 });
    expect((await reviewsOf(row.id)).at(-1)).toMatchObject({ component: "TIMESHEET", decision: "APPROVED", reviewerName: "Alex Morgan", reviewLinkId: null, reason: null });
  });

  it("approving the last submitted component approves the timesheet (admin API key, no version)", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const { status, body } = await approveComponent(row.id, { headers: API_KEY, body: { component: "EXPENSES" } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "APPROVED" });
    expect((await reviewsOf(row.id)).at(-1)).toMatchObject({ component: "EXPENSES", decision: "APPROVED", reviewerName: "API" });
    expect((await s.auditOf(row.id)).at(-1)).toMatchObject({ event: "approve-component", actorUserId: null, actorLabel: "API" });
  });

  it("refuses a component that is not submitted with the transition table's reason and changes nothing", async () => {
    const row = await s.timesheetOf("amara", -1);
    const { status, body } = await s.refused(() => approveComponent(row.id, { cookie: cookies.admin, body: { component: "TIMESHEET" } }), [row.id]);
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "CONFLICT", ...answerOf(onlySubmittedDecidedReason("approved", "TIMESHEET", "DUE")) });
  });

  it("refuses any decision on a closed timesheet", async () => {
    const row = await s.timesheetOf("amara", -4);
    const { status, body } = await s.refused(() => approveComponent(row.id, { cookie: cookies.admin, body: { component: "TIMESHEET" } }), [row.id]);
    expect(status).toBe(409);
    expect(body.error.message).toBe(englishText(REFUSAL_REASONS.timesheetClosed));
  });

  it("refuses a stale version with 409 STALE_VERSION and changes nothing", async () => {
    const row = await s.setStatuses((await s.timesheetOf("sofia", -2)).id, { status: "SUBMITTED", feeStatus: "SUBMITTED" });
    const { status, body } = await s.refused(
      () => approveComponent(row.id, { cookie: cookies.admin, body: { component: "TIMESHEET", version: row.version + 1 } }),
      [row.id],
    );
    expect(status).toBe(409);
    expect(body.error.code).toBe("STALE_VERSION");
  });

  it.each([
    [{}, "component"],
    [{ component: "SALARY" }, "component"],
    [{ component: "TIMESHEET", version: 0 }, "version"],
    [{ component: "TIMESHEET", version: "3" }, "version"],
  ])("answers 400 naming the field for %j", async (payload, path) => {
    const row = await s.timesheetOf("sofia", -2);
    const { status, body } = await s.refused(() => approveComponent(row.id, { cookie: cookies.admin, body: payload }), [row.id]);
    expect(status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
  });

  it("answers 404 for an unknown or malformed timesheet id", async () => {
    expect((await approveComponent(UNKNOWN_ID, { cookie: cookies.admin, body: { component: "TIMESHEET" } })).status).toBe(404);
    expect((await approveComponent("not-a-uuid", { cookie: cookies.admin, body: { component: "TIMESHEET" } })).status).toBe(404);
  });

  it("is for administrators: 401 signed out or with the cron secret, 403 for a contractor even on their own timesheet", async () => {
    const row = await s.timesheetOf("sofia", -2);
    const payload = { component: "TIMESHEET" };
    const anonymous = await s.refused(() => approveComponent(row.id, { body: payload }), [row.id]);
    expect(anonymous.status).toBe(401);
    expect((await approveComponent(row.id, { headers: CRON, body: payload })).status).toBe(401);
    const own = await s.refused(() => approveComponent(row.id, { cookie: cookies.sofia, body: payload }), [row.id]);
    expect(own.status).toBe(403);
    expect((await approveComponent(row.id, { cookie: cookies.amara, body: payload })).status).toBe(403);
  });
});

describe("PUT /api/timesheets/{id}/contest-component", () => {
  it("contests a submitted component: CONTESTED, the reason in the timesheet's thread under the admin's name, a review row, an audit entry", async () => {
    const submitted = await s.setStatuses((await s.timesheetOf("amara", -1)).id, {
      status: "SUBMITTED",
      feeStatus: "SUBMITTED",
      expensesStatus: "SUBMITTED",
      bonusStatus: "NOT_SUBMITTED",
    });
    const reason = "  The taxi receipt of the 10th is missing; please attach it.  ";
    const { status, body } = await contestComponent(submitted.id, { cookie: cookies.admin, body: { component: "EXPENSES", reason, version: submitted.version } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "CONTESTED", feeStatus: "SUBMITTED", expensesStatus: "CONTESTED", version: submitted.version + 1 });
    const [posted] = (await timesheetThreadMessages(submitted.id)).slice(-1);
    const admin = (await s.db.select().from(t.user).where(eq(t.user.email, DEMO_ADMIN.email)))[0];
    expect(posted?.message).toMatchObject({ text: reason.trim(), authorName: "Alex Morgan", userId: admin?.id });
    const reads = await s.db.select().from(t.threadReads).where(eq(t.threadReads.threadId, posted!.threadId));
    expect(reads.map((read) => read.userId)).toContain(admin?.id);
    expect((await reviewsOf(submitted.id)).at(-1)).toMatchObject({ component: "EXPENSES", decision: "CONTESTED", reason: reason.trim(), reviewerName: "Alex Morgan" });
    expect((await s.auditOf(submitted.id)).at(-1)).toMatchObject({ event: "contest-component", action: "UPDATE" });
  });

  it.each([
    [{ component: "TIMESHEET" }, "Give a reason for contesting.", { key: "giveReasonContesting" }],
    [{ component: "TIMESHEET", reason: "   " }, "Give a reason for contesting.", { key: "giveReasonContesting" }],
    [{ component: "TIMESHEET", reason: "x".repeat(2001) }, "A reason has at most 2000 characters.", { key: "reasonMostMaxCharacters", values: { max: 2000 } }],
  ])("requires a reason of 1 to 2000 characters (%#)", async (payload, message, refusal) => {
    const row = await s.timesheetOf("amara", -1);
    const { status, body } = await s.refused(() => contestComponent(row.id, { cookie: cookies.admin, body: payload }), [row.id]);
    expect(status).toBe(400);
    expect(body.error.issues).toContainEqual({ path: "reason", ...refusal, message });
  });

  it("refuses a component that is already contested and changes nothing", async () => {
    const row = await s.timesheetOf("amara", -1);
    const { status, body } = await s.refused(
      () => contestComponent(row.id, { cookie: cookies.admin, body: { component: "EXPENSES", reason: "Again" } }),
      [row.id],
    );
    expect(status).toBe(409);
    expect(body.error.message).toBe(englishText(onlySubmittedDecidedReason("contested", "EXPENSES", "CONTESTED")));
  });

  it("refuses a stale version", async () => {
    const row = await s.timesheetOf("amara", -1);
    const { status, body } = await s.refused(
      () => contestComponent(row.id, { cookie: cookies.admin, body: { component: "TIMESHEET", reason: "Too many days", version: row.version + 5 } }),
      [row.id],
    );
    expect(status).toBe(409);
    expect(body.error.code).toBe("STALE_VERSION");
  });

  it("is for administrators only; unknown ids are 404", async () => {
    const row = await s.timesheetOf("amara", -1);
    const payload = { component: "TIMESHEET", reason: "Too many days" };
    expect((await s.refused(() => contestComponent(row.id, { cookie: cookies.amara, body: payload }), [row.id])).status).toBe(403);
    expect((await s.refused(() => contestComponent(row.id, { body: payload }), [row.id])).status).toBe(401);
    expect((await contestComponent(UNKNOWN_ID, { headers: API_KEY, body: payload })).status).toBe(404);
  });
});
