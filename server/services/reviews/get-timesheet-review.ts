import "server-only";
import { eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { feeTotals, totalsByCurrency } from "@/lib/domain/fees";
import { COMPONENTS } from "@/lib/domain/reference";
import { componentStatusOf, type TimesheetStatuses } from "@/lib/domain/statuses";
import { can } from "@/lib/domain/transition-table";
import { englishText, notFound } from "@/lib/errors";
import type { ReviewComponent, TimesheetReview } from "@/lib/schemas/reviews";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { periodOf, storedStatuses, storedWorkingDays } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { contestedLinesFromJson, contestedLinesJson } from "@/server/services/line-review/contested-lines-json";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import { listExpenseRecords } from "@/server/services/expense-records/list-expense-records";
import { listTimesheetFiles } from "@/server/services/files/list-timesheet-files";
import { listTimesheetRecords } from "@/server/services/timesheet-records/list-timesheet-records";
import { withTimesheetParties } from "@/server/db/sql/timesheet-parties";

/** What the transition table lets a reviewer do with each component right now. */
function reviewComponents(statuses: TimesheetStatuses, billingPeriod: BillingPeriod, today: IsoDate): ReviewComponent[] {
  return COMPONENTS.map((component) => {
    const context = { actor: "REVIEWER" as const, timesheet: { ...statuses, billingPeriod }, today, component };
    const approve = can("approve", context);
    const contest = can("contest", context);
    const reason = !approve.ok ? approve.reason : !contest.ok ? contest.reason : null;
    // The answer carries the English (its documented shape); the review screen finds the key again by it.
    const refusal = reason ? englishText(reason) : null;
    return { component, status: componentStatusOf(statuses, component), canApprove: approve.ok, canContest: contest.ok, refusal };
  });
}

/**
 * The one timesheet a review link opens, for a reviewer without an account: who, which
 * project and month, the statuses, records, expenses with the ids of their files, and totals.
 * Deliberately narrower than the contractor's view: no storage keys, no e-mail addresses, no
 * message threads or activity, nothing of any other timesheet.
 */
export async function getTimesheetReview(db: DbOrTx, token: string, today: IsoDate): Promise<TimesheetReview> {
  const link = await findReviewLink(db, token);
  const [header] = await withTimesheetParties(
    db
      .select({
        timesheet: timesheets,
        contractorName: user.name,
        workingDays: contractors.workingDays,
        projectName: projects.name,
        clientName: clients.name,
        currency: timesheetCurrencySql(),
        submittedAt: nullableIsoTimestampSql(timesheets.submittedAt),
        contestedLines: contestedLinesJson(),
      })
      .from(timesheets)
      .$dynamic(),
  )
    .where(eq(timesheets.id, link.timesheetId));
  if (!header) throw notFound("timesheet");
  const { timesheet } = header;
  const [records, expenses, files] = await Promise.all([
    listTimesheetRecords(db, timesheet.id),
    listExpenseRecords(db, timesheet.id),
    listTimesheetFiles(db, timesheet.id),
  ]);
  const period = BillingPeriod.fromString(timesheet.billingPeriod);
  const statuses = storedStatuses(timesheet);
  return {
    timesheet: { id: timesheet.id, billingPeriod: periodOf(timesheet.billingPeriod), ...statuses, submittedAt: header.submittedAt, version: timesheet.version },
    contractor: { name: header.contractorName },
    project: { name: header.projectName, clientName: header.clientName },
    reviewer: { name: link.reviewerName },
    link: { expiresAt: link.expiresAt },
    components: reviewComponents(statuses, period, today),
    records: records.map(({ id, date, workSummary, counterPart, timeAmount, timeUnit, rate }) => ({
      id,
      date,
      workSummary,
      counterPart,
      timeAmount,
      timeUnit,
      rate: { frequency: rate.frequency, amount: rate.amount, currency: rate.currency },
    })),
    expenses: expenses.map((expense) => ({
      id: expense.id,
      date: expense.date,
      category: expense.category,
      details: expense.details,
      amountInExpenseCurrency: expense.amountInExpenseCurrency,
      expenseCurrency: expense.expenseCurrency,
      exchangeRate: expense.exchangeRate,
      amount: expense.amount,
      currency: expense.originalCurrency,
      fileIds: files.filter((file) => file.expenseRecordId === expense.id).map((file) => file.id),
    })),
    totals: {
      fee: feeTotals(records, { period, workingDays: storedWorkingDays(header.workingDays) }),
      expenses: totalsByCurrency(expenses.map((expense) => ({ amount: expense.amount, currency: expense.originalCurrency }))),
      bonus: timesheet.bonusAmount !== null && header.currency ? [{ amount: timesheet.bonusAmount, currency: header.currency }] : [],
    },
    contestedLines: contestedLinesFromJson(header.contestedLines),
    files: files.map(({ id, fileType, originalName, contentType, size, outdated, expenseRecordId }) => ({
      id,
      fileType,
      originalName,
      contentType,
      size,
      outdated,
      expenseRecordId,
    })),
  };
}
