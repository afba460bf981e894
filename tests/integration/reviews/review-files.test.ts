import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/review-links/[id]/route";
import { GET as reviewFile } from "@/app/api/timesheet-review/[id]/files/[fileId]/route";
import { GET as readReview } from "@/app/api/timesheet-review/[id]/route";
import { POST as createLink, GET as listLinks } from "@/app/api/timesheets/[id]/review-links/route";
import { PUT as approveAsReviewer } from "@/app/api/timesheet-review/[id]/approve/route";
import {
  REVIEW_LINK_MESSAGES,
  reviewLinkListItemSchema,
  timesheetReviewSchema,
  type CreatedReviewLink,
  type ReviewLinkListItem,
  type TimesheetReview,
} from "@/lib/schemas/reviews";
import * as t from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { apiRequest } from "../../support/http";

import { adminDatabaseForFile, call, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";
import { answerOf } from "../../support/in-english";

const [s, cookies] = adminDatabaseForFile();

async function linkFor(timesheetId: string) {
  const { status, body } = await call<{ data: CreatedReviewLink }>(createLink, `/api/timesheets/${timesheetId}/review-links`, {
    method: "POST",
    id: timesheetId,
    cookie: cookies.admin,
    body: {},
  });
  if (status !== 201) throw new Error(`review link not created: ${status}`);
  return { link: body.data, token: body.data.url.split("/review/")[1] as string };
}

/** Downloads as a reviewer would: no cookie, no API key, only the token in the path. */
function download(token: string, fileId: string) {
  return reviewFile(apiRequest(`/api/timesheet-review/${token}/files/${fileId}`), { params: Promise.resolve({ id: token, fileId }) });
}

async function errorOf(response: Response) {
  return { status: response.status, error: ((await response.json()) as ErrorJson).error };
}

async function filesOfTimesheet(timesheetId: string) {
  return s.db.select().from(t.files).where(eq(t.files.timesheetId, timesheetId));
}

describe("GET /api/timesheet-review/{token}/files/{fileId}", () => {
  it("lists the timesheet's files in the review and opens each without a session, as an attachment", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const { token } = await linkFor(row.id);
    const { body } = await call<{ data: TimesheetReview }>(readReview, `/api/timesheet-review/${token}`, { id: token });
    const review = timesheetReviewSchema.parse(body.data);
    const stored = await filesOfTimesheet(row.id);
    expect(stored.length).toBeGreaterThan(0);
    expect(review.files.map((file) => file.id).sort()).toEqual(stored.map((file) => file.id).sort());
    expect(JSON.stringify(review.files)).not.toContain("storageKey");
    const file = stored[0] as (typeof stored)[number];
    const response = await download(token, file.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(file.contentType);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(await getStorage().get(file.storageKey)));
  });

  it("answers 404 'File not found.' for another timesheet's file, an unknown id or a malformed one", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const other = await s.timesheetOf("amara", -1);
    const foreign = (await filesOfTimesheet(other.id))[0];
    expect(foreign).toBeDefined();
    const { token } = await linkFor(row.id);
    for (const fileId of [foreign?.id as string, UNKNOWN_ID, "not-a-file"]) {
      expect(await errorOf(await download(token, fileId))).toEqual({ status: 404, error: { code: "NOT_FOUND", key: "fileNotFound", message: "File not found." } });
    }
  });

  it("refuses revoked, expired and unknown links with the link's own words", async () => {
    const row = await s.timesheetOf("lukas", -1);
    const file = (await filesOfTimesheet(row.id))[0] as { id: string };
    const revoked = await linkFor(row.id);
    await call(revoke, `/api/review-links/${revoked.link.id}`, { method: "DELETE", id: revoked.link.id, cookie: cookies.admin });
    expect(await errorOf(await download(revoked.token, file.id))).toEqual({ status: 404, error: { code: "NOT_FOUND", ...answerOf(REVIEW_LINK_MESSAGES.revoked) } });
    const expired = await linkFor(row.id);
    await s.db.update(t.reviewLinks).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(t.reviewLinks.id, expired.link.id));
    expect(await errorOf(await download(expired.token, file.id))).toEqual({ status: 404, error: { code: "NOT_FOUND", ...answerOf(REVIEW_LINK_MESSAGES.expired) } });
    const unknown = "A".repeat(43);
    expect(await errorOf(await download(unknown, file.id))).toEqual({ status: 404, error: { code: "NOT_FOUND", ...answerOf(REVIEW_LINK_MESSAGES.invalid) } });
  });
});

describe("GET /api/timesheets/{id}/review-links", () => {
  it("lists the timesheet's links newest first with their status: active, used, expired, revoked; admins only", async () => {
    const row = await s.timesheetOf("sofia", -2);
    const active = await linkFor(row.id);
    const used = await linkFor(row.id);
    const expired = await linkFor(row.id);
    const revoked = await linkFor(row.id);
    await s.db.update(t.reviewLinks).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(t.reviewLinks.id, expired.link.id));
    await call(revoke, `/api/review-links/${revoked.link.id}`, { method: "DELETE", id: revoked.link.id, cookie: cookies.admin });
    await s.setStatuses(row.id, { status: "SUBMITTED", feeStatus: "SUBMITTED" });
    const current = await s.timesheet(row.id);
    const decided = await call(approveAsReviewer, `/api/timesheet-review/${used.token}/approve`, {
      method: "PUT",
      id: used.token,
      body: { component: "TIMESHEET", version: current?.version },
    });
    expect(decided.status).toBe(200);

    const { status, body } = await call<{ data: ReviewLinkListItem[] }>(listLinks, `/api/timesheets/${row.id}/review-links`, { id: row.id, cookie: cookies.admin });
    expect(status).toBe(200);
    const links = body.data.map((link) => reviewLinkListItemSchema.parse(link));
    const statusOf = Object.fromEntries(links.map((link) => [link.id, link.status]));
    expect(statusOf).toEqual({ [active.link.id]: "ACTIVE", [used.link.id]: "USED", [expired.link.id]: "EXPIRED", [revoked.link.id]: "REVOKED" });
    expect(links.find((link) => link.id === used.link.id)?.decisions).toBe(1);
    expect(JSON.stringify(body)).not.toContain(active.token);
    expect(links.map((link) => link.createdAt)).toEqual([...links.map((link) => link.createdAt)].sort().reverse());

    expect((await call(listLinks, `/api/timesheets/${row.id}/review-links`, { id: row.id, cookie: cookies.sofia })).status).toBe(403);
    expect((await call(listLinks, `/api/timesheets/${UNKNOWN_ID}/review-links`, { id: UNKNOWN_ID, cookie: cookies.admin })).status).toBe(404);
  });
});
