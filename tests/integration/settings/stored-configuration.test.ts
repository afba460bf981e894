import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as upsert } from "@/app/api/configurations/[id]/route";
import { GET as list } from "@/app/api/configurations/route";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import type { Configuration } from "@/lib/schemas/configurations";
import { REVIEW_LINK_DEFAULT_DAYS } from "@/lib/schemas/reviews";
import * as t from "@/server/db/schema";
import { call, createAdminDatabase, API_KEY } from "../../support/factories/admin";
import { expectIssue } from "../clients/admin-api";
import { fileFixture } from "../../support/file-fixture";

/**
 * Issue #45.7: stored values are valid when read. Every key the application reads has its own
 * schema on write; a value an older release stored that no longer parses is shown to the
 * administrator as invalid, and the readers use the documented default: never a 500.
 */
const s = fileFixture(createAdminDatabase);

const save = (key: string, value: unknown) =>
  call<{ data: Configuration }>(upsert, `/api/configurations/${key}`, { method: "POST", body: { value }, headers: API_KEY, params: { id: key } });
const stored = async (key: string) => (await s.db.select().from(t.configurations).where(eq(t.configurations.key, key)))[0]?.value;

describe("writing a configuration entry the application reads", () => {
  it.each([
    ["reviewLinks.validityDays", "30"],
    ["reviewLinks.validityDays", 0],
    ["reviewLinks.validityDays", 91],
    ["reviewLinks.validityDays", 14.5],
    ["reviewLinks.validityDays", true],
    ["invoices.requiredToPrepare", "true"],
    ["invoices.requiredToPrepare", 1],
    ["reminders.firstReminderDay", "3"],
    ["reminders.firstReminderDay", 29],
    ["auth.requireTwoFactorFor", "admins"],
    ["invoices.taxRate", 19],
    ["invoices.taxRate.DE", { rate: 19 }],
  ])("refuses %s = %j with 400 naming the value, and stores nothing", async (key, value) => {
    const before = await stored(key);
    expectIssue(await save(key, value), "value");
    expect(await stored(key)).toEqual(before);
  });

  it.each([
    ["reviewLinks.validityDays", 1],
    ["reviewLinks.validityDays", 90],
    ["invoices.requiredToPrepare", false],
    ["reminders.firstReminderDay", 28],
  ])("accepts %s = %j", async (key, value) => {
    const saved = await save(key, value);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ key, value, problem: null });
  });

  it("keeps any JSON for keys the application does not read", async () => {
    expect((await save("labels.anything", "30")).status).toBe(200);
  });
});

describe("a stored value that no longer parses (written by an older release)", () => {
  it("is flagged to the administrator with the reason; a contractor's submit still works, with the default validity", async () => {
    await s.db
      .insert(t.configurations)
      .values({ key: "reviewLinks.validityDays", value: "abc" })
      .onConflictDoUpdate({ target: t.configurations.key, set: { value: sql`'"abc"'::jsonb` } });

    const listed = await call<{ data: Configuration[] }>(list, "/api/configurations", { headers: API_KEY });
    expect(listed.status).toBe(200);
    const entry = listed.body.data.find((row) => row.key === "reviewLinks.validityDays");
    expect(entry).toMatchObject({ value: "abc", problem: "Review links are valid for a whole number of days from 1 to 90." });
    expect(listed.body.data.find((row) => row.key === "reminders.firstReminderDay")?.problem ?? null).toBeNull();

    const gridId = await s.projectId("Grid Modernisation");
    await s.db.insert(t.timesheetReviewers).values({ projectId: gridId, name: "Rex Reviewer", email: "rex.reviewer@example.com" });
    const sheet = await s.setStatuses((await s.timesheetOf("amara", -1)).id, {
      status: "CONTESTED",
      feeStatus: "APPROVED",
      expensesStatus: "NOT_SUBMITTED",
      bonusStatus: "PREPARED",
      bonusAmount: "100.00",
    });
    const submitted = await call(submit, `/api/timesheets/${sheet.id}/submit`, { method: "POST", id: sheet.id, cookie: await s.cookieOf("amara"), body: { version: sheet.version } });
    expect(submitted, JSON.stringify(submitted.body)).toMatchObject({ status: 200 });
    const links = await s.db
      .select({ days: sql<number>`round(extract(epoch from ${t.reviewLinks.expiresAt} - ${t.reviewLinks.createdAt}) / 86400)` })
      .from(t.reviewLinks)
      .where(eq(t.reviewLinks.timesheetId, sheet.id));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(Number(link.days)).toBe(REVIEW_LINK_DEFAULT_DAYS);
  });
});
