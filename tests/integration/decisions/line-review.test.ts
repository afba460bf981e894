import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as upsertExpense } from "@/app/api/expense-records/route";
import { PUT as reviewContest } from "@/app/api/timesheet-review/[id]/contest/route";
import { GET as reviewLineDiff } from "@/app/api/timesheet-review/[id]/line-diff/route";
import { POST as upsertRecords, DELETE as deleteRecords } from "@/app/api/timesheet-records/route";
import { PUT as approve } from "@/app/api/timesheets/[id]/approve-component/route";
import { PUT as contest } from "@/app/api/timesheets/[id]/contest-component/route";
import { GET as lineDiffRoute } from "@/app/api/timesheets/[id]/line-diff/route";
import { POST as prepare } from "@/app/api/timesheets/[id]/prepare-component/route";
import { POST as createLink } from "@/app/api/timesheets/[id]/review-links/route";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import { eachDayOfMonth, weekdayOf } from "@/lib/domain/dates";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { recordAmounts } from "@/lib/domain/fees";
import { Decimal } from "@/lib/domain/money";
import type { Component } from "@/lib/domain/reference";
import { LINE_REASON_MAX } from "@/lib/schemas/decisions";
import { lineDiffSchema, type LineDiffView } from "@/lib/schemas/line-review";
import type { CreatedReviewLink } from "@/lib/schemas/reviews";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import * as t from "@/server/db/schema";
import { adminDatabaseForFile, call, type ErrorJson } from "../../support/factories/admin";
import { contestedLinesOf, readBack } from "../../support/read-back";

import { countStatements } from "../../support/statement-counter";

/**
 * Issue #36: a reviewer contests single records and expenses; the contractor fixes some and
 * resubmits; the diff of the resubmission names exactly what changed and what became of each
 * contested line. Everything goes through the route handlers on a real database.
 */
const [s, cookies] = adminDatabaseForFile();

type Data<T> = { data: T } & ErrorJson;

async function detail(id: string) {
  const { getTimesheet } = await import("@/server/services/timesheets/get-timesheet");
  return getTimesheet(s.db, { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null }, id);
}

/** A month of amara's with `records` DAILY records on distinct work days and two receipts in yen and dinar, submitted once. */
async function submittedMonth(offset: number, records: number): Promise<TimesheetDetail> {
  const row = await s.timesheetOf("amara", offset);
  await s.db.delete(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, row.id));
  await s.db.delete(t.expenseRecords).where(eq(t.expenseRecords.timesheetId, row.id));
  const before = await detail(row.id);
  const period = BillingPeriod.from(before.billingPeriod);
  const first = period.firstDay();
  const rate = before.engagements
    .filter((engagement) => engagement.startDate <= first && (engagement.endDate === null || engagement.endDate >= first))
    .flatMap((engagement) => engagement.rates)
    .find((candidate) => candidate.frequency === "DAILY");
  if (!rate) throw new Error("amara has no DAILY rate for the month");
  const days = eachDayOfMonth(period.year, period.month).filter((date) => !["SATURDAY", "SUNDAY"].includes(weekdayOf(date)));
  await s.db.insert(t.timesheetRecords).values(
    days.slice(0, records).map((date, index) => ({ timesheetId: row.id, date, rateId: rate.id, workSummary: `Day ${index + 1}`, timeAmount: "1.00", timeUnit: "DAYS" })),
  );
  await s.db.insert(t.expenseRecords).values([
    { timesheetId: row.id, date: days[0]!, category: "GROUND_TRANSPORTATION", details: "Taxi", amount: "73.80", amountInExpenseCurrency: "12000", expenseCurrency: "JPY", exchangeRate: "0.00615", originalCurrency: "EUR" },
    { timesheetId: row.id, date: days[1]!, category: "ACCOMMODATION_AND_MEALS", details: "Hotel", amount: "156.74", amountInExpenseCurrency: "64.500", expenseCurrency: "BHD", exchangeRate: "2.43", originalCurrency: "EUR" },
  ]);
  const prepared = await s.setStatuses(row.id, { status: "DUE", feeStatus: "PREPARED", expensesStatus: "PREPARED", bonusStatus: "NOT_ELIGIBLE" });
  const submitted = await call<Data<TimesheetDetail>>(submit, `/api/timesheets/${row.id}/submit`, { method: "POST", id: row.id, cookie: cookies.amara, body: { version: prepared.version } });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

const contestAsAdmin = (id: string, body: unknown) => call<Data<unknown>>(contest, `/api/timesheets/${id}/contest-component`, { method: "PUT", id, cookie: cookies.admin, body });

async function linkFor(timesheetId: string) {
  const { status, body } = await call<{ data: CreatedReviewLink }>(createLink, `/api/timesheets/${timesheetId}/review-links`, { method: "POST", id: timesheetId, cookie: cookies.admin, body: {} });
  if (status !== 201) throw new Error(`review link not created: ${status}`);
  return body.data.url.split("/review/")[1] as string;
}

async function resubmit(id: string, components: Component[]) {
  for (const component of components) {
    const version = (await s.timesheet(id))!.version;
    const prepared = await call<Data<unknown>>(prepare, `/api/timesheets/${id}/prepare-component`, { method: "POST", id, cookie: cookies.amara, body: { component, version } });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  }
  const version = (await s.timesheet(id))!.version;
  const submitted = await call<Data<TimesheetDetail>>(submit, `/api/timesheets/${id}/submit`, { method: "POST", id, cookie: cookies.amara, body: { version } });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

async function diffOf(id: string, component: Component, submission?: number) {
  const query = `component=${component}${submission ? `&submission=${submission}` : ""}`;
  const { status, body } = await call<Data<LineDiffView>>(lineDiffRoute, `/api/timesheets/${id}/line-diff?${query}`, { id, cookie: cookies.admin });
  expect(status, JSON.stringify(body)).toBe(200);
  return lineDiffSchema.parse(body.data);
}

const contestedRows = async () => (await s.db.select({ n: count() }).from(t.contestedLines))[0]!.n;

describe("contest lines, fix, resubmit, read the diff, approve", () => {
  it("contest 3 of 20 records, fix 2: the diff names exactly the 2 changed and the untouched contested one; expenses in yen and dinar", async () => {
    const month = await submittedMonth(-1, 20);
    const [r1, r2, r3] = month.timesheetRecords;
    const [taxi, hotel] = month.expenseRecords;
    const token = await linkFor(month.id);

    const contested = await contestAsAdmin(month.id, {
      component: "TIMESHEET",
      reason: "Three days do not match the site log.",
      lines: [
        { recordId: r1!.id, reason: "The site was closed." },
        { recordId: r2!.id, reason: "Half a day only." },
        { recordId: r3!.id, reason: "Which counterpart?" },
      ],
      version: month.version,
    });
    expect(contested.status, JSON.stringify(contested.body)).toBe(200);
    const byReviewer = await call<Data<unknown>>(reviewContest, `/api/timesheet-review/${token}/contest`, {
      method: "PUT",
      id: token,
      body: { component: "EXPENSES", reason: "The hotel rate looks wrong.", lines: [{ expenseId: hotel!.id, reason: "Check the exchange rate." }] },
    });
    expect(byReviewer.status, JSON.stringify(byReviewer.body)).toBe(200);

    // Every read of the timesheet names the four lines, the same way.
    const back = await readBack({ timesheetId: month.id, contractor: cookies.amara, admin: cookies.admin, reviewToken: token, exports: false });
    const lines = contestedLinesOf(back);
    // Oldest contest first; the lines of one contest by id.
    const named = lines.map((line) => [line.component, line.recordId ?? line.expenseId, line.reason]);
    expect(named.slice(0, 3)).toEqual(
      expect.arrayContaining([
        ["TIMESHEET", r1!.id, "The site was closed."],
        ["TIMESHEET", r2!.id, "Half a day only."],
        ["TIMESHEET", r3!.id, "Which counterpart?"],
      ]),
    );
    expect(named.slice(3)).toEqual([["EXPENSES", hotel!.id, "Check the exchange rate."]]);
    expect(lines[3]!.contestedBy).not.toBe(lines[0]!.contestedBy);
    // The timeline names the contested lines.
    const contestEntry = back.activity.find((entry) => entry.event === "contest-component" && JSON.stringify(entry.after).includes(r1!.id));
    expect(JSON.stringify(contestEntry?.after)).toContain(`${r1!.date} · Day 1`);

    // The contractor fixes two of the three records and the hotel's exchange rate.
    const fixed = await call<Data<unknown>>(upsertRecords, "/api/timesheet-records", {
      cookie: cookies.amara,
      body: {
        timesheetId: month.id,
        records: [
          { id: r1!.id, version: r1!.version, rateId: r1!.rate.id, date: r1!.date, workSummary: "Day 1 (remote)", counterPart: "", timeAmount: "1", timeUnit: "DAYS" },
          { id: r2!.id, version: r2!.version, rateId: r2!.rate.id, date: r2!.date, workSummary: r2!.workSummary, counterPart: "", timeAmount: "0.5", timeUnit: "DAYS" },
        ],
      },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const hotelFix = await call<Data<unknown>>(upsertExpense, "/api/expense-records", {
      cookie: cookies.amara,
      body: { id: hotel!.id, version: hotel!.version, timesheetId: month.id, date: hotel!.date, category: hotel!.category, details: "Hotel", amountInExpenseCurrency: "64.5", expenseCurrency: "BHD", exchangeRate: "2.4" },
    });
    expect(hotelFix.status, JSON.stringify(hotelFix.body)).toBe(200);
    const after = await resubmit(month.id, ["TIMESHEET", "EXPENSES"]);

    const fee = await diffOf(month.id, "TIMESHEET");
    expect(fee.submission.number).toBe(2);
    expect(fee.previous?.number).toBe(1);
    expect(fee.added).toEqual([]);
    expect(fee.removed).toEqual([]);
    expect(fee.changed.map((line) => line.id)).toEqual([r1!.id, r2!.id]);
    expect(fee.changed[0]!.changes).toEqual([{ field: "description", before: "Day 1", after: "Day 1 (remote)" }]);
    expect(fee.changed[1]!.changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ["timeAmount", "1.00", "0.50"],
      ["amount", r2!.rate.amount, Decimal.parse(r2!.rate.amount).times("0.5").toString().replace(/(\.\d\d)0*$/, "$1")],
    ]);
    expect(fee.contested.map((line) => [line.lineId, line.outcome])).toEqual([
      [r1!.id, "CHANGED"],
      [r2!.id, "CHANGED"],
      [r3!.id, "UNCHANGED"],
    ]);
    // Totals: 20 days before; after, what the timesheet itself says its fee is.
    expect(fee.totals.before).toEqual([{ amount: Decimal.parse(r1!.rate.amount).times(20n).toString(), currency: "EUR" }]);
    expect(fee.totals.after).toEqual(after.totals.fee);

    const expenses = lineDiffSchema.parse(
      (await call<Data<LineDiffView>>(reviewLineDiff, `/api/timesheet-review/${token}/line-diff?component=EXPENSES`, { id: token })).body.data,
    );
    expect(expenses.changed.map((line) => line.id)).toEqual([hotel!.id]);
    expect(expenses.changed[0]!.changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ["amount", "156.74", "154.80"],
      ["exchangeRate", "2.43000000", "2.40000000"],
    ]);
    expect(expenses.changed[0]!.after).toMatchObject({ expenseCurrency: "BHD", amountInExpenseCurrency: "64.50", currency: "EUR" });
    expect(expenses.totals).toEqual({ before: [{ amount: "230.54", currency: "EUR" }], after: [{ amount: "228.60", currency: "EUR" }] });
    expect(expenses.contested).toEqual([
      { lineId: hotel!.id, label: `${hotel!.date} · Hotel`, date: hotel!.date, description: "Hotel", category: "ACCOMMODATION_AND_MEALS", reason: "Check the exchange rate.", outcome: "CHANGED" },
    ]);
    expect(taxi).toBeDefined();

    // The timeline names the changed lines of the resubmission, on the submit's own row.
    const resubmitted = (await s.auditOf(month.id)).filter((entry) => entry.event === "submit").at(-1);
    expect((resubmitted?.after as { lines: unknown }).lines).toEqual([
      { component: "EXPENSES", submission: 2, added: [], removed: [], changed: [`${hotel!.date} · Hotel`] },
      { component: "TIMESHEET", submission: 2, added: [], removed: [], changed: [`${r1!.date} · Day 1 (remote)`, `${r2!.date} · Day 2`] },
    ]);

    // Approving the fee clears its contested lines; the expenses' line stays until they are approved.
    const approved = await call<Data<unknown>>(approve, `/api/timesheets/${month.id}/approve-component`, { method: "PUT", id: month.id, cookie: cookies.admin, body: { component: "TIMESHEET" } });
    expect(approved.status).toBe(200);
    const later = contestedLinesOf(await readBack({ timesheetId: month.id, contractor: cookies.amara, admin: cookies.admin, reviewToken: token, exports: false }));
    expect(later.map((line) => line.expenseId)).toEqual([hotel!.id]);
    // The history keeps what was contested: the diff of submission 2 still says so.
    expect((await diffOf(month.id, "TIMESHEET", 2)).contested).toHaveLength(3);
  });

  it("a removed contested line is REMOVED and an added one listed; the first submission has nothing to compare", async () => {
    const month = await submittedMonth(-2, 4);
    const first = await diffOf(month.id, "TIMESHEET");
    expect(first).toMatchObject({ previous: null, added: [], removed: [], changed: [], contested: [] });
    expect(first.totals.before).toEqual(first.totals.after);
    const [r1] = month.timesheetRecords;
    expect((await contestAsAdmin(month.id, { component: "TIMESHEET", reason: "Wrong day.", lines: [{ recordId: r1!.id, reason: "Not worked." }] })).status).toBe(200);
    const deleted = await call<Data<unknown>>(deleteRecords, "/api/timesheet-records", { method: "DELETE", cookie: cookies.amara, body: { timesheetId: month.id, ids: [r1!.id] } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // The contested line stays named after its record is gone.
    expect((await detail(month.id)).contestedLines.map((line) => line.recordId)).toEqual([r1!.id]);
    const added = await call<Data<unknown>>(upsertRecords, "/api/timesheet-records", {
      cookie: cookies.amara,
      body: { timesheetId: month.id, records: [{ rateId: r1!.rate.id, date: r1!.date, workSummary: "Remote day", counterPart: "", timeAmount: "0.5", timeUnit: "DAYS" }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await resubmit(month.id, ["TIMESHEET"]);
    const diff = await diffOf(month.id, "TIMESHEET");
    expect(diff.removed.map((line) => line.id)).toEqual([r1!.id]);
    expect(diff.added.map((line) => [line.date, line.description, line.timeAmount])).toEqual([[r1!.date, "Remote day", "0.50"]]);
    expect(diff.contested).toEqual([{ lineId: r1!.id, label: `${r1!.date} · Day 1`, date: r1!.date, description: "Day 1", category: null, reason: "Not worked.", outcome: "REMOVED" }]);
  });

  it("a MONTHLY month's snapshot prices each record as the record table does, adding up to the fee", async () => {
    const row = await s.timesheetOf("sofia", -1);
    const prepared = await s.setStatuses(row.id, { status: "DUE", feeStatus: "PREPARED", expensesStatus: "NOT_ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" });
    const sofia = await s.cookieOf("sofia");
    const submitted = await call<Data<TimesheetDetail>>(submit, `/api/timesheets/${row.id}/submit`, { method: "POST", id: row.id, cookie: sofia, body: { version: prepared.version } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const sheet = submitted.body.data;
    expect(sheet.timesheetRecords.some((record) => record.rate.frequency === "MONTHLY")).toBe(true);
    const [stored] = await s.db.select({ lines: t.componentSubmissions.lines }).from(t.componentSubmissions).where(eq(t.componentSubmissions.timesheetId, row.id));
    const amounts = recordAmounts(sheet.timesheetRecords, { period: sheet.billingPeriod, workingDays: sheet.workingDays });
    const byId = new Map((stored!.lines as { id: string; amount: string }[]).map((line) => [line.id, line.amount]));
    expect(sheet.timesheetRecords.map((record) => byId.get(record.id))).toEqual(amounts);
    const diff = await diffOf(row.id, "TIMESHEET");
    expect(diff.totals.after).toEqual(sheet.totals.fee);
  });

  it("reading a diff costs the same statements for 2 lines as for 20", async () => {
    const small = await submittedMonth(-3, 2);
    await contestAsAdmin(small.id, { component: "TIMESHEET", reason: "Check.", lines: [{ recordId: small.timesheetRecords[0]!.id, reason: "Check." }] });
    await resubmit(small.id, ["TIMESHEET"]);
    const large = await submittedMonth(-4, 20);
    await contestAsAdmin(large.id, {
      component: "TIMESHEET",
      reason: "Check.",
      lines: large.timesheetRecords.slice(0, 10).map((record) => ({ recordId: record.id, reason: "Check." })),
    });
    await resubmit(large.id, ["TIMESHEET"]);
    const few = await countStatements(() => diffOf(small.id, "TIMESHEET"));
    const many = await countStatements(() => diffOf(large.id, "TIMESHEET"));
    expect(many.count).toBe(few.count);
    // Besides the session and the timesheet's scope, one statement reads both snapshots and the contested lines.
    expect(many.statements.filter((query) => /component_submissions/i.test(query))).toHaveLength(1);
    expect(many.result.contested).toHaveLength(10);
  });

  it("the snapshot at submission is one insert ... select, whatever the lines", async () => {
    const month = await submittedMonth(-5, 20);
    await contestAsAdmin(month.id, { component: "TIMESHEET", reason: "Check." });
    await s.setStatuses(month.id, { feeStatus: "PREPARED", status: "DUE" });
    const version = (await s.timesheet(month.id))!.version;
    const { statements } = await countStatements(() => call(submit, `/api/timesheets/${month.id}/submit`, { method: "POST", id: month.id, cookie: cookies.amara, body: { version } }));
    expect(statements.filter((query) => /component_submissions/i.test(query))).toHaveLength(1);
    expect(statements.filter((query) => /^(insert into|update) "?contested_lines/i.test(query))).toHaveLength(0);
  });
});

describe("bad lines are refused with the reason and store nothing", () => {
  let month: TimesheetDetail;
  beforeAll(async () => {
    month = await submittedMonth(-6, 3);
  });

  async function refusedContest(body: Record<string, unknown>, status = 400) {
    const before = await contestedRows();
    const answer = await s.refused(() => contestAsAdmin(month.id, { component: "TIMESHEET", reason: "Check.", ...body }), [month.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await contestedRows()).toBe(before);
    return answer.body.error;
  }

  it("a record of another timesheet", async () => {
    const other = await s.timesheetOf("lukas", -1);
    const [record] = await s.db.select().from(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, other.id)).limit(1);
    const error = await refusedContest({ lines: [{ recordId: record!.id, reason: "Not yours." }] });
    expect(error).toMatchObject({ code: "BAD_REQUEST", issues: [{ path: "lines.0", message: expect.stringContaining("not a line of this timesheet's fee") }] });
  });

  it("an expense sent for the fee, and a record sent for the expenses", async () => {
    const expenseForFee = await refusedContest({ lines: [{ expenseId: month.expenseRecords[0]!.id, reason: "x" }] });
    expect(expenseForFee?.issues?.[0]?.message).toBe("The fee's lines are records: send recordId.");
    const recordForExpenses = await refusedContest({ component: "EXPENSES", lines: [{ recordId: month.timesheetRecords[0]!.id, reason: "x" }] });
    expect(recordForExpenses?.issues?.[0]?.message).toBe("The expenses' lines are expenses: send expenseId.");
  });

  it("a deleted record", async () => {
    const [gone] = await s.db
      .insert(t.timesheetRecords)
      .values({ timesheetId: month.id, date: month.timesheetRecords[0]!.date, rateId: month.timesheetRecords[0]!.rate.id!, workSummary: "x", timeAmount: "0.50", timeUnit: "DAYS" })
      .returning();
    await s.db.delete(t.timesheetRecords).where(eq(t.timesheetRecords.id, gone!.id));
    await refusedContest({ lines: [{ recordId: gone!.id, reason: "Gone." }] });
  });

  it("a reason over the limit, an empty one, a line twice", async () => {
    const id = month.timesheetRecords[0]!.id;
    const long = await refusedContest({ lines: [{ recordId: id, reason: "x".repeat(LINE_REASON_MAX + 1) }] });
    expect(long?.issues?.[0]?.message).toBe(`A line's reason has at most ${LINE_REASON_MAX} characters.`);
    const empty = await refusedContest({ lines: [{ recordId: id, reason: "   " }] });
    expect(empty?.issues?.[0]?.message).toBe("Give a reason for the contested line.");
    const twice = await refusedContest({ lines: [{ recordId: id, reason: "a" }, { recordId: id, reason: "b" }] });
    expect(twice?.issues?.[0]?.message).toBe("Each line may be contested once.");
    await refusedContest({ lines: [{ recordId: id, expenseId: month.expenseRecords[0]!.id, reason: "both" }] });
  });

  it("lines of a component that is not SUBMITTED (409, the transition table's reason), and of the bonus", async () => {
    const draft = await s.timesheetOf("sofia", -1);
    const [record] = await s.db.select().from(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, draft.id)).limit(1);
    const before = await contestedRows();
    await s.setStatuses(draft.id, { feeStatus: "DUE", status: "DUE" });
    const answer = await contestAsAdmin(draft.id, { component: "TIMESHEET", reason: "Check.", lines: [{ recordId: record!.id, reason: "x" }] });
    expect(answer.status).toBe(409);
    expect(await contestedRows()).toBe(before);
    await s.setStatuses(month.id, { bonusStatus: "SUBMITTED" });
    const bonus = await refusedContest({ component: "BONUS", lines: [{ recordId: month.timesheetRecords[0]!.id, reason: "x" }] });
    expect(bonus?.message).toBe("The bonus has no lines to contest.");
    await s.setStatuses(month.id, { bonusStatus: "NOT_ELIGIBLE" });
  });

  it("through a review link too: a line of another component, a reason over the limit", async () => {
    const token = await linkFor(month.id);
    const before = await contestedRows();
    const send = (body: unknown) => s.refused(() => call<Data<unknown>>(reviewContest, `/api/timesheet-review/${token}/contest`, { method: "PUT", id: token, body }), [month.id]);
    const wrongComponent = await send({ component: "EXPENSES", reason: "Check.", lines: [{ expenseId: month.timesheetRecords[0]!.id, reason: "x" }] });
    expect(wrongComponent.status).toBe(400);
    expect(wrongComponent.body.error?.issues?.[0]).toEqual({ path: "lines.0", key: "expenseNotExpensesLine", message: "This expense is not a line of this timesheet's expenses (it may have been deleted)." });
    const long = await send({ component: "TIMESHEET", reason: "Check.", lines: [{ recordId: month.timesheetRecords[0]!.id, reason: "x".repeat(LINE_REASON_MAX + 1) }] });
    expect(long.status).toBe(400);
    expect(await contestedRows()).toBe(before);
  });

  it("a diff of a submission that does not exist is 404; a bad query 400", async () => {
    const missing = await call<Data<unknown>>(lineDiffRoute, `/api/timesheets/${month.id}/line-diff?component=TIMESHEET&submission=9`, { id: month.id, cookie: cookies.admin });
    expect(missing.status).toBe(404);
    const bonus = await call<Data<unknown>>(lineDiffRoute, `/api/timesheets/${month.id}/line-diff?component=BONUS`, { id: month.id, cookie: cookies.admin });
    expect(bonus.status).toBe(400);
    const othersMonth = await call<Data<unknown>>(lineDiffRoute, `/api/timesheets/${month.id}/line-diff?component=TIMESHEET`, { id: month.id, cookie: cookies.lukas });
    expect(othersMonth.status).toBe(404);
  });
});
