import { describe, expect, it } from "vitest";
import { GET as readReview } from "@/app/api/timesheet-review/[id]/route";
import { PUT as approve } from "@/app/api/timesheets/[id]/approve-component/route";
import { PUT as setBonus } from "@/app/api/timesheets/[id]/bonus/route";
import { POST as prepare } from "@/app/api/timesheets/[id]/prepare-component/route";
import { POST as reset } from "@/app/api/timesheets/[id]/reset-component/route";
import { POST as createLink } from "@/app/api/timesheets/[id]/review-links/route";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import { BONUS_AMOUNT_REASONS } from "@/lib/domain/bonus-amount";
import type { CreatedReviewLink, TimesheetReview } from "@/lib/schemas/reviews";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";

import { adminDatabaseForFile, call, type ErrorJson } from "../../support/factories/admin";
import { englishText } from "@/lib/errors";

/**
 * The bonus is the administrator's decision and often comes after the month was submitted. Setting
 * it must leave the fee and expenses under review; the contractor then claims the bonus alone.
 */
const [s, cookies] = adminDatabaseForFile();

type Answer = { data: TimesheetDetail } & ErrorJson;
const action = (handler: typeof prepare, verb: string, method = "POST") => (id: string, cookie: string, body: Record<string, unknown>) =>
  call<Answer>(handler, `/api/timesheets/${id}/${verb}`, { method, id, cookie, body });
const prepareComponent = action(prepare, "prepare-component");
const submitTimesheet = action(submit, "submit");
const resetComponent = action(reset, "reset-component");
const approveComponent = action(approve, "approve-component", "PUT");
const putBonus = action(setBonus, "bonus", "PUT");

const statusesOf = (detail: Pick<TimesheetDetail, "status" | "feeStatus" | "expensesStatus" | "bonusStatus">) => ({
  status: detail.status,
  feeStatus: detail.feeStatus,
  expensesStatus: detail.expensesStatus,
  bonusStatus: detail.bonusStatus,
});

async function reviewOf(timesheetId: string): Promise<TimesheetReview> {
  const link = await call<{ data: CreatedReviewLink }>(createLink, `/api/timesheets/${timesheetId}/review-links`, {
    method: "POST",
    id: timesheetId,
    cookie: cookies.admin,
    body: {},
  });
  expect(link.status).toBe(201);
  const token = link.body.data.url.split("/review/")[1]!;
  const { status, body } = await call<{ data: TimesheetReview }>(readReview, `/api/timesheet-review/${token}`, { id: token });
  expect(status).toBe(200);
  return body.data;
}

/** Amara's last month: DUE, expenses prepared, a bonus her engagement grants but with no amount yet. She prepares the fee and submits. */
async function submittedWithoutBonus(): Promise<TimesheetDetail> {
  const row = await s.setStatuses((await s.timesheetOf("amara", -1)).id, { bonusStatus: "ELIGIBLE", bonusAmount: null });
  expect(statusesOf(row)).toEqual({ status: "DUE", feeStatus: "DUE", expensesStatus: "PREPARED", bonusStatus: "ELIGIBLE" });
  const prepared = await prepareComponent(row.id, cookies.amara, { component: "TIMESHEET", version: row.version });
  expect(prepared.status).toBe(200);
  const submitted = await submitTimesheet(row.id, cookies.amara, { version: prepared.body.data.version });
  expect(submitted.status).toBe(200);
  return submitted.body.data;
}

describe("a bonus set after the fee and expenses were submitted", () => {
  it("is not given up by a submit while it has no amount, and cannot be given up alone (409)", async () => {
    const submitted = await submittedWithoutBonus();
    expect(statusesOf(submitted)).toEqual({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE" });
    const again = await s.refused(() => submitTimesheet(submitted.id, cookies.amara, { version: submitted.version }), [submitted.id]);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "CONFLICT", message: englishText(BONUS_AMOUNT_REASONS.noAmountToClaim) });
  });

  it("leaves the fee, the expenses, the timesheet status, the dashboard and the review page as they were; the contractor then claims it alone", async () => {
    const submitted = await s.timesheet((await s.timesheetOf("amara", -1)).id);
    const before = (await loadDashboard(s.db, { today: s.today })).counts;

    const set = await putBonus(submitted!.id, cookies.admin, { amount: "500.00", note: "Go-live", version: submitted!.version });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(statusesOf(set.body.data)).toEqual({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE" });
    expect(set.body.data.totals.bonus).toEqual([{ amount: "500.00", currency: "EUR" }]);
    expect((await loadDashboard(s.db, { today: s.today })).counts).toEqual(before);
    const review = await reviewOf(submitted!.id);
    expect(statusesOf(review.timesheet)).toEqual(statusesOf(set.body.data));
    expect(review.components.filter((c) => c.canApprove).map((c) => c.component)).toEqual(["TIMESHEET", "EXPENSES"]);
    expect(review.totals.bonus).toEqual([{ amount: "500.00", currency: "EUR" }]);

    const prepared = await prepareComponent(submitted!.id, cookies.amara, { component: "BONUS", version: set.body.data.version });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    expect(statusesOf(prepared.body.data)).toEqual({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "PREPARED" });
    const claimed = await submitTimesheet(submitted!.id, cookies.amara, { version: prepared.body.data.version });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(statusesOf(claimed.body.data)).toEqual({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "SUBMITTED" });
    expect(claimed.body.data.activity[0]).toMatchObject({
      event: "submit",
      before: { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "PREPARED" },
      after: { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "SUBMITTED" },
    });
    expect((await loadDashboard(s.db, { today: s.today })).counts).toEqual(before);
    expect((await reviewOf(submitted!.id)).components.filter((c) => c.canApprove).map((c) => c.component)).toEqual(["TIMESHEET", "EXPENSES", "BONUS"]);
  });

  it("is changed by resetting only the bonus, which keeps the fee and expenses under review", async () => {
    const row = await s.timesheet((await s.timesheetOf("amara", -1)).id);
    const resetBonus = await resetComponent(row!.id, cookies.admin, { comp: "BONUS", version: row!.version });
    expect(resetBonus.status, JSON.stringify(resetBonus.body)).toBe(200);
    expect(statusesOf(resetBonus.body.data)).toEqual({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE" });
    const changed = await putBonus(row!.id, cookies.admin, { amount: "650.00", version: resetBonus.body.data.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(statusesOf(changed.body.data)).toEqual(statusesOf(resetBonus.body.data));
  });

  it("does not hold the timesheet back once the fee and expenses are approved, and can still be claimed then", async () => {
    const row = await s.timesheet((await s.timesheetOf("amara", -1)).id);
    const fee = await approveComponent(row!.id, cookies.admin, { component: "TIMESHEET", version: row!.version });
    const expenses = await approveComponent(row!.id, cookies.admin, { component: "EXPENSES", version: fee.body.data.version });
    expect(statusesOf(expenses.body.data)).toEqual({ status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "APPROVED", bonusStatus: "ELIGIBLE" });
    const prepared = await prepareComponent(row!.id, cookies.amara, { component: "BONUS", version: expenses.body.data.version });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const claimed = await submitTimesheet(row!.id, cookies.amara, { version: prepared.body.data.version });
    expect(statusesOf(claimed.body.data)).toEqual({ status: "SUBMITTED", feeStatus: "APPROVED", expensesStatus: "APPROVED", bonusStatus: "SUBMITTED" });
    const bonus = await approveComponent(row!.id, cookies.admin, { component: "BONUS", version: claimed.body.data.version });
    expect(statusesOf(bonus.body.data)).toEqual({ status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "APPROVED", bonusStatus: "APPROVED" });
  });
});
