import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteReviewer, PUT as updateReviewer } from "@/app/api/timesheet-reviewers/[id]/route";
import { GET as reviewByToken } from "@/app/api/timesheet-review/[id]/route";
import { POST as createLink } from "@/app/api/timesheets/[id]/review-links/route";
import type { CreatedReviewLink, Reviewer } from "@/lib/schemas/reviews";
import * as t from "@/server/db/schema";

import { adminDatabaseForFile, call, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";

const [s, cookies] = adminDatabaseForFile();

async function reviewersOf(projectName: string) {
  return s.db.select().from(t.timesheetReviewers).where(eq(t.timesheetReviewers.projectId, await s.projectId(projectName)));
}

const put = (id: string, body: unknown, cookie = cookies.admin) =>
  call<{ data: Reviewer } & ErrorJson>(updateReviewer, `/api/timesheet-reviewers/${id}`, { method: "PUT", id, body, cookie });

describe("PUT /api/timesheet-reviewers/{id}", () => {
  it("changes the name and e-mail (lower-cased)", async () => {
    const [marta] = await reviewersOf("Grid Modernisation");
    const { status, body } = await put(marta!.id, { name: " Marta K. Keller ", email: "Marta.Keller@Northwind.example" });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: marta!.id, projectName: "Grid Modernisation", name: "Marta K. Keller", email: "marta.keller@northwind.example" });
  });

  it("refuses an e-mail that already reviews the project (409), bad input (400), others' roles and unknown ids", async () => {
    const [marta] = await reviewersOf("Grid Modernisation");
    const [row] = await s.db
      .insert(t.timesheetReviewers)
      .values({ projectId: marta!.projectId, name: "Second", email: "second@northwind.example" })
      .returning();
    const taken = await put(row!.id, { name: "Second", email: marta!.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(`${marta!.email} already reviews Grid Modernisation.`);
    const bad = await put(row!.id, { name: "", email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues?.map((issue) => issue.path).sort()).toEqual(["email", "name"]);
    expect((await put(row!.id, { name: "X", email: "x@example.com" }, cookies.amara)).status).toBe(403);
    expect((await put(UNKNOWN_ID, { name: "X", email: "x@example.com" })).status).toBe(404);
    const [unchanged] = await s.db.select().from(t.timesheetReviewers).where(eq(t.timesheetReviewers.id, row!.id));
    expect(unchanged).toMatchObject({ name: "Second", email: "second@northwind.example" });
  });
});

describe("DELETE /api/timesheet-reviewers/{id}", () => {
  it("removes the reviewer and revokes their open links, so the link stops working", async () => {
    const [omar] = await reviewersOf("Fleet Analytics");
    const [timesheet] = await s.db.select().from(t.timesheets).where(eq(t.timesheets.projectId, omar!.projectId)).limit(1);
    const link = await call<{ data: CreatedReviewLink }>(createLink, "/x", {
      method: "POST",
      id: timesheet!.id,
      body: { reviewerId: omar!.id },
      cookie: cookies.admin,
    });
    expect(link.status).toBe(201);
    const token = link.body.data.url.split("/").pop()!;
    expect((await call(reviewByToken, "/x", { id: token })).status).toBe(200);

    expect((await call(deleteReviewer, "/x", { method: "DELETE", id: omar!.id, cookie: cookies.amara })).status).toBe(403);
    const removed = await call(deleteReviewer, "/x", { method: "DELETE", id: omar!.id, cookie: cookies.admin });
    expect(removed).toEqual({ status: 200, body: { data: { id: omar!.id, deleted: true, revokedLinks: 1 } } });
    expect(await reviewersOf("Fleet Analytics")).toEqual([]);
    const afterwards = await call<ErrorJson>(reviewByToken, "/x", { id: token });
    expect(afterwards.status).toBe(404);
    expect(afterwards.body.error.message).toBe("This review link was revoked.");
    expect((await call(deleteReviewer, "/x", { method: "DELETE", id: omar!.id, cookie: cookies.admin })).status).toBe(404);
  });
});
