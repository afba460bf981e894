import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import * as t from "@/server/db/schema";
import { call, createAdminDatabase } from "../../support/factories/admin";
import { fileFixture } from "../../support/file-fixture";

const s = fileFixture(createAdminDatabase);

describe("the amount in the mails that ask for a review", () => {
  it("counts only what waits for review: a bonus resubmitted after the fee was approved is the bonus alone", async () => {
    const gridId = await s.projectId("Grid Modernisation");
    await s.db.insert(t.timesheetReviewers).values({ projectId: gridId, name: "Rex Reviewer", email: "rex.reviewer@example.com" });
    const sheet = await s.setStatuses((await s.timesheetOf("amara", -1)).id, {
      // The fee was approved, the bonus contested and prepared again: the contractor resubmits the bonus alone.
      status: "CONTESTED",
      feeStatus: "APPROVED",
      expensesStatus: "NOT_SUBMITTED",
      bonusStatus: "PREPARED",
      bonusAmount: "1234.50",
    });
    await s.db.delete(t.mailOutbox);

    const submitted = await call<{ data: { status: string; bonusStatus: string } }>(submit, `/api/timesheets/${sheet.id}/submit`, {
      method: "POST",
      id: sheet.id,
      cookie: await s.cookieOf("amara"),
      body: { version: sheet.version },
    });
    expect(submitted, JSON.stringify(submitted.body)).toMatchObject({ status: 200 });
    expect(submitted.body.data).toMatchObject({ status: "SUBMITTED", bonusStatus: "SUBMITTED" });

    const rows = await s.db.select().from(t.mailOutbox);
    const review = rows.find((row) => row.notificationType === "TIMESHEET_REVIEW");
    const admin = rows.find((row) => row.notificationType === "TIMESHEET_SUBMITTED_ADMIN");
    expect(review?.textBody).toContain("Amount to review: €1,234.50");
    expect(admin?.textBody).toContain("Amount to review: €1,234.50");
    // The contractor's receipt still tells the month's whole amount, fee included.
    const receipt = rows.find((row) => row.notificationType === "TIMESHEET_SUBMITTED_CONTRACTOR");
    expect(receipt?.textBody).toMatch(/Amount: €[\d,]+\.\d{2}/);
    expect(receipt?.textBody).not.toContain("Amount: €1,234.50");
    expect(await s.db.select().from(t.reviewLinks).where(eq(t.reviewLinks.timesheetId, sheet.id))).not.toHaveLength(0);
  });
});
