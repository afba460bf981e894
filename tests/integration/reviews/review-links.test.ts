import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/review-links/[id]/route";
import { PUT as approve } from "@/app/api/timesheet-review/[id]/approve/route";
import { PUT as contest } from "@/app/api/timesheet-review/[id]/contest/route";
import { GET as readReview } from "@/app/api/timesheet-review/[id]/route";
import { POST as createLink } from "@/app/api/timesheets/[id]/review-links/route";
import { onlySubmittedDecidedReason } from "@/lib/domain/transition-reasons";
import {
  createdReviewLinkSchema,
  REVIEW_LINK_MESSAGES,
  reviewDecisionResponse,
  timesheetReviewSchema,
  type CreatedReviewLink,
  type ReviewDecisionResult,
  type ReviewLink,
  type TimesheetReview,
} from "@/lib/schemas/reviews";
import * as t from "@/server/db/schema";
import { apiRequest } from "../../support/http";
import { DEMO_PEOPLE, signInEach } from "../../support/seeded";
import { API_KEY, call, createAdminDatabase, CRON, ISO_TIMESTAMP, UNKNOWN_ID, type AdminDatabase, type ErrorJson, type Who } from "../../support/factories/admin";
import { englishText } from "@/lib/errors";
import { answerOf } from "@/tests/support/in-english";

let s: AdminDatabase;
let cookies: Record<Who, string>;
let reviewerOf: Record<"jonas" | "marta", string>;

beforeAll(async () => {
  s = await createAdminDatabase();
  cookies = await signInEach(DEMO_PEOPLE);
  const reviewers = await s.db.select().from(t.timesheetReviewers);
  const idOf = (name: string) => reviewers.find((reviewer) => reviewer.name === name)?.id as string;
  reviewerOf = { jonas: idOf("Jonas Brandt"), marta: idOf("Marta Keller") };
});

afterAll(async () => {
  await s.database.dispose();
});

type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const newLink = (timesheetId: string, options: Options) =>
  call<{ data: CreatedReviewLink } & ErrorJson>(createLink, `/api/timesheets/${timesheetId}/review-links`, { method: "POST", id: timesheetId, ...options });
const revokeLink = (id: string, options: Options) => call<{ data: ReviewLink } & ErrorJson>(revoke, `/api/review-links/${id}`, { method: "DELETE", id, ...options });
const review = (token: string, options: Options = {}) => call<{ data: TimesheetReview } & ErrorJson>(readReview, `/api/timesheet-review/${token}`, { id: token, ...options });
type Decided = { data: ReviewDecisionResult } & ErrorJson;
const approveAs = (token: string, body: unknown) => call<Decided>(approve, `/api/timesheet-review/${token}/approve`, { method: "PUT", id: token, body });
const contestAs = (token: string, body: unknown) => call<Decided>(contest, `/api/timesheet-review/${token}/contest`, { method: "PUT", id: token, body });

const tokenOf = (link: CreatedReviewLink) => link.url.split("/review/")[1] as string;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

async function linkFor(timesheetId: string, reviewerId?: string) {
  const { status, body } = await newLink(timesheetId, { cookie: cookies.admin, body: reviewerId ? { reviewerId } : {} });
  if (status !== 201) throw new Error(`review link not created: ${status} ${JSON.stringify(body)}`);
  return { link: body.data, token: tokenOf(body.data) };
}

async function submittedTimesheet(who: "amara" | "lukas") {
  const row = await s.timesheetOf(who, -1);
  if (who === "lukas") return row;
  return s.setStatuses(row.id, { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "NOT_SUBMITTED" });
}

describe("POST /api/timesheets/{id}/review-links", () => {
  it("creates a link, shows its URL once, and stores only the SHA-256 hash of its 256-bit token", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const { status, body } = await newLink(row.id, { cookie: cookies.admin, body: { reviewerId: reviewerOf.jonas } });
    expect(status).toBe(201);
    const link = createdReviewLinkSchema.parse(body.data);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/review\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokenOf(link), "base64url")).toHaveLength(32);
    expect(link).toMatchObject({ timesheetId: row.id, reviewerId: reviewerOf.jonas, revokedAt: null });
    expect(link.expiresAt).toMatch(ISO_TIMESTAMP);
    expect(daysFromNow(link.expiresAt)).toBeGreaterThan(13.9);
    expect(daysFromNow(link.expiresAt)).toBeLessThan(14.1);
    const [stored] = await s.db.select().from(t.reviewLinks).where(eq(t.reviewLinks.id, link.id));
    expect(stored?.tokenHash).toBe(sha256(tokenOf(link)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
  });

  it("takes expiresInDays, or no body at all (admin API key, default validity)", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const short = await newLink(row.id, { cookie: cookies.admin, body: { expiresInDays: 3 } });
    expect(short.status).toBe(201);
    expect(Math.round(daysFromNow(short.body.data.expiresAt))).toBe(3);
    expect(short.body.data.reviewerId).toBeNull();
    const response = await createLink(apiRequest(`/api/timesheets/${row.id}/review-links`, { method: "POST", headers: API_KEY }), {
      params: Promise.resolve({ id: row.id }),
    });
    expect(response.status).toBe(201);
    expect(Math.round(daysFromNow(((await response.json()) as { data: CreatedReviewLink }).data.expiresAt))).toBe(14);
  });

  it.each([
    [{ expiresInDays: 0 }, "expiresInDays"],
    [{ expiresInDays: 91 }, "expiresInDays"],
    [{ expiresInDays: 1.5 }, "expiresInDays"],
    [{ expiresInDays: "7" }, "expiresInDays"],
    [{ reviewerId: "jonas" }, "reviewerId"],
  ])("answers 400 for %j", async (payload, path) => {
    const row = await s.timesheetOf("lukas", -1);
    const { status, body } = await s.refused(() => newLink(row.id, { cookie: cookies.admin, body: payload }));
    expect(status).toBe(400);
    expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
  });

  it("refuses a reviewer of another project (400) or an unknown one (404), and unknown timesheets (404)", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const other = await s.refused(() => newLink(row.id, { cookie: cookies.admin, body: { reviewerId: reviewerOf.marta } }));
    expect(other.status).toBe(400);
    expect(other.body.error.issues).toEqual([{ path: "reviewerId", key: "reviewerDoesNotReview", message: "This reviewer does not review the project of this timesheet." }]);
    expect((await newLink(row.id, { cookie: cookies.admin, body: { reviewerId: UNKNOWN_ID } })).status).toBe(404);
    expect((await newLink(UNKNOWN_ID, { cookie: cookies.admin, body: {} })).status).toBe(404);
  });

  it("is for administrators: a contractor gets 403 even for their own timesheet, anonymous 401", async () => {
    const row = await s.timesheetOf("lukas", -1);
    expect((await s.refused(() => newLink(row.id, { cookie: cookies.lukas, body: {} }))).status).toBe(403);
    expect((await s.refused(() => newLink(row.id, { body: {} }))).status).toBe(401);
    expect((await s.refused(() => newLink(row.id, { headers: CRON, body: {} }))).status).toBe(401);
  });
});

describe("GET /api/timesheet-review/{token}", () => {
  it("shows the one timesheet behind the link, without storage keys, e-mail addresses or anything of other timesheets", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const { token } = await linkFor(row.id, reviewerOf.jonas);
    const response = await readReview(apiRequest(`/api/timesheet-review/${token}`), { params: Promise.resolve({ id: token }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const data = timesheetReviewSchema.parse((JSON.parse(text) as { data: unknown }).data);
    expect(data.timesheet).toMatchObject({ id: row.id, status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", version: row.version });
    expect(data.timesheet.billingPeriod).toEqual({ month: s.current.previous().month, year: s.current.previous().year, name: s.current.previous().name });
    expect(data).toMatchObject({ contractor: { name: "Lukas Meier" }, project: { name: "Data Platform Migration", clientName: "Northwind Energy" }, reviewer: { name: "Jonas Brandt" } });
    const [records] = await s.db.select({ n: count() }).from(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, row.id));
    expect(data.records).toHaveLength(records!.n);
    expect(data.expenses.length).toBeGreaterThan(0);
    expect(data.expenses.every((expense) => expense.fileIds.length === 1)).toBe(true);
    expect(data.totals.fee[0]?.currency).toBe("CHF");
    expect(data.components).toEqual([
      { component: "TIMESHEET", status: "SUBMITTED", canApprove: true, canContest: true, refusal: null },
      { component: "EXPENSES", status: "SUBMITTED", canApprove: true, canContest: true, refusal: null },
      { component: "BONUS", status: "NOT_ELIGIBLE", canApprove: false, canContest: false, refusal: englishText(onlySubmittedDecidedReason("approved", "BONUS", "NOT_ELIGIBLE")) },
    ]);
    const keys = await s.db.select({ key: t.files.storageKey }).from(t.files).where(eq(t.files.timesheetId, row.id));
    for (const { key } of keys) expect(text).not.toContain(key);
    expect(text).not.toMatch(/storage|@settle\.local|@northwind/i);
  });

  it("answers 404 'not valid' for an unknown or malformed token, whoever asks", async () => {
    for (const token of [randomBytes(32).toString("base64url"), "short", `${"a".repeat(43)}=`]) {
      const { status, body } = await review(token);
      expect(status).toBe(404);
      expect(body.error).toEqual({ code: "NOT_FOUND", ...answerOf(REVIEW_LINK_MESSAGES.invalid) });
    }
    const withAdmin = await review(randomBytes(32).toString("base64url"), { cookie: cookies.admin, headers: API_KEY });
    expect(withAdmin.body.error.message).toBe(englishText(REVIEW_LINK_MESSAGES.invalid));
  });

  it("names a reviewer-less link's author 'Reviewer'", async () => {
    const { token } = await linkFor((await s.timesheetOf("lukas", -1)).id);
    expect((await review(token)).body.data.reviewer.name).toBe("Reviewer");
  });
});

describe("PUT /api/timesheet-review/{token}/approve and /contest", () => {
  it("approves as the link's reviewer: a review row tied to the link and an audit entry in the reviewer's name", async () => {
    const row = await submittedTimesheet("lukas");
    const { link, token } = await linkFor(row.id, reviewerOf.jonas);
    const { status, body } = await approveAs(token, { component: "TIMESHEET", version: row.version });
    expect(status).toBe(200);
    reviewDecisionResponse.parse(body);
    expect(body.data).toMatchObject({ component: "TIMESHEET", decision: "APPROVED", timesheet: { status: "SUBMITTED", feeStatus: "APPROVED", version: row.version + 1 } });
    const [saved] = await s.db.select().from(t.reviews).where(eq(t.reviews.reviewLinkId, link.id));
    expect(saved).toMatchObject({ component: "TIMESHEET", decision: "APPROVED", reviewerName: "Jonas Brandt" });
    expect((await s.auditOf(row.id)).at(-1)).toMatchObject({ event: "approve-component", actorUserId: null, actorLabel: "Jonas Brandt (review link)" });
  });

  it("contests with a reason that lands in the timesheet's thread under the reviewer's name", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const { token } = await linkFor(row.id, reviewerOf.jonas);
    const reason = "The hotel invoice is in the wrong currency.";
    const { status, body } = await contestAs(token, { component: "EXPENSES", reason });
    expect(status).toBe(200);
    expect(body.data.timesheet).toMatchObject({ status: "CONTESTED", expensesStatus: "CONTESTED" });
    const posted = await s.db
      .select({ text: t.messages.text, authorName: t.messages.authorName, userId: t.messages.userId })
      .from(t.messages)
      .innerJoin(t.messageThreads, eq(t.messageThreads.id, t.messages.threadId))
      .where(and(eq(t.messageThreads.timesheetId, row.id), isNull(t.messageThreads.timesheetRecordId), isNull(t.messageThreads.expenseRecordId)));
    expect(posted).toContainEqual({ text: reason, authorName: "Jonas Brandt", userId: null });
    const [saved] = await s.db.select().from(t.reviews).where(and(eq(t.reviews.timesheetId, row.id), eq(t.reviews.decision, "CONTESTED")));
    expect(saved).toMatchObject({ component: "EXPENSES", reason, reviewerName: "Jonas Brandt" });
  });

  it("approving the last submitted component makes the timesheet APPROVED", async () => {
    const row = await submittedTimesheet("amara");
    const { token } = await linkFor(row.id, reviewerOf.marta);
    expect((await approveAs(token, { component: "EXPENSES" })).body.data.timesheet.status).toBe("SUBMITTED");
    const last = await approveAs(token, { component: "TIMESHEET" });
    expect(last.body.data.timesheet).toMatchObject({ status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "APPROVED", bonusStatus: "NOT_SUBMITTED" });
    const components = (await review(token)).body.data.components;
    expect(components.every((component) => !component.canApprove && !component.canContest)).toBe(true);
  });

  it("refuses what the transition table refuses (409 with its reason) and changes nothing", async () => {
    const row = await s.timesheetOf("amara", -1);
    const { token } = await linkFor(row.id, reviewerOf.marta);
    const { status, body } = await s.refused(() => approveAs(token, { component: "TIMESHEET" }), [row.id]);
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "CONFLICT", ...answerOf(onlySubmittedDecidedReason("approved", "TIMESHEET", "APPROVED")) });
    const bonus = await s.refused(() => contestAs(token, { component: "BONUS", reason: "Why?" }), [row.id]);
    expect(bonus.body.error.message).toBe(englishText(onlySubmittedDecidedReason("contested", "BONUS", "NOT_SUBMITTED")));
  });

  it("refuses a stale version and bad bodies, changing nothing", async () => {
    const row = await s.setStatuses((await s.timesheetOf("sofia", -2)).id, { status: "SUBMITTED", feeStatus: "SUBMITTED" });
    const { token } = await linkFor(row.id);
    const stale = await s.refused(() => approveAs(token, { component: "TIMESHEET", version: row.version + 1 }), [row.id]);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("STALE_VERSION");
    for (const [payload, path] of [
      [{ component: "TIMESHEET" }, "reason"],
      [{ component: "TIMESHEET", reason: " \n " }, "reason"],
      [{ component: "TIMESHEET", reason: "x".repeat(2001) }, "reason"],
      [{ reason: "Too many days" }, "component"],
    ] as const) {
      const bad = await s.refused(() => contestAs(token, payload), [row.id]);
      expect(bad.status).toBe(400);
      expect(bad.body.error.issues?.map((issue) => issue.path)).toContain(path);
    }
    expect((await s.refused(() => approveAs(token, { component: "FEE" }), [row.id])).status).toBe(400);
  });
});

describe("expired and revoked links", () => {
  it("an expired link reads 'This review link has expired.' everywhere and decides nothing", async () => {
    const row = await s.setStatuses((await s.timesheetOf("sofia", -2)).id, { status: "SUBMITTED", feeStatus: "SUBMITTED" });
    const { link, token } = await linkFor(row.id);
    await s.db.update(t.reviewLinks).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(t.reviewLinks.id, link.id));
    expect((await review(token)).body.error).toEqual({ code: "NOT_FOUND", ...answerOf(REVIEW_LINK_MESSAGES.expired) });
    const approved = await s.refused(() => approveAs(token, { component: "TIMESHEET" }), [row.id]);
    expect([approved.status, approved.body.error.message]).toEqual([404, englishText(REVIEW_LINK_MESSAGES.expired)]);
    // The link is checked before the body, so the reviewer learns what matters.
    const contested = await s.refused(() => contestAs(token, { component: "TIMESHEET" }), [row.id]);
    expect([contested.status, contested.body.error.message]).toEqual([404, englishText(REVIEW_LINK_MESSAGES.expired)]);
  });

  it("DELETE /api/review-links/{id} revokes a link at once; revoking again keeps the first time", async () => {
    const row = await s.timesheetOf("sofia", -2);
    const { link, token } = await linkFor(row.id);
    expect((await review(token)).status).toBe(200);
    const { status, body } = await revokeLink(link.id, { cookie: cookies.admin });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: link.id, timesheetId: row.id });
    expect(body.data.revokedAt).toMatch(ISO_TIMESTAMP);
    expect((await review(token)).body.error).toEqual({ code: "NOT_FOUND", ...answerOf(REVIEW_LINK_MESSAGES.revoked) });
    const decided = await s.refused(() => approveAs(token, { component: "TIMESHEET" }), [row.id]);
    expect([decided.status, decided.body.error.message]).toEqual([404, englishText(REVIEW_LINK_MESSAGES.revoked)]);
    const again = await revokeLink(link.id, { headers: API_KEY });
    expect(again.body.data.revokedAt).toBe(body.data.revokedAt);
  });

  it("revoking is for administrators; unknown links are 404", async () => {
    const { link } = await linkFor((await s.timesheetOf("sofia", -2)).id);
    expect((await s.refused(() => revokeLink(link.id, { cookie: cookies.sofia }))).status).toBe(403);
    expect((await s.refused(() => revokeLink(link.id, {}))).status).toBe(401);
    expect((await revokeLink(UNKNOWN_ID, { cookie: cookies.admin })).status).toBe(404);
    expect((await revokeLink("x", { cookie: cookies.admin })).status).toBe(404);
  });
});
