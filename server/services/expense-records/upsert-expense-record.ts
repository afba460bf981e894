import "server-only";
import { eq, sql } from "drizzle-orm";
import { BillingPeriod, Decimal, exchangeRateProblem, expenseAmount } from "@/lib/domain";
import { AppError, fieldIssue, type Refusal } from "@/lib/errors";
import type { ExpenseRecordView, TimesheetStatusesView, UpsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database, Tx } from "@/server/db";
import { expenseRecords, timesheets } from "@/server/db/schema";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { markFilesOutdated } from "@/server/services/files/mark-files-outdated";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { expenseRecordView } from "./expense-record-view";
import { findExpenseRecordOf } from "./find-expense-record";
import { linkExpenseFiles } from "./link-expense-files";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";
import { presentTimesheetStatuses } from "@/server/services/decisions/timesheet-statuses";

/** numeric(14, 2): the largest amount the database holds. */
const MAX_AMOUNT = "999999999999.99";

const invalid = (path: string, reason: Refusal) => new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue(path, reason)]);

/** Expenses are settled in the currency of the contractor's fee: the engagement's rate currency. */
async function settlementCurrency(tx: Tx, timesheetId: string): Promise<string> {
  const [row] = await tx.select({ currency: timesheetCurrencySql() }).from(timesheets).where(eq(timesheets.id, timesheetId));
  if (!row?.currency) throw new AppError("CONFLICT", { key: "timesheetSEngagementRate" });
  return row.currency;
}

/**
 * Creates or updates one expense record, in one transaction: the transition table decides
 * (createExpense opens an ELIGIBLE expenses component), the amount is converted and rounded once,
 * the given files are linked, and the timesheet's expense invoices are marked outdated.
 */
export async function upsertExpenseRecord(
  db: Database,
  actor: Actor,
  input: UpsertExpenseRecordInput,
): Promise<{ expenseRecord: ExpenseRecordView; timesheet: TimesheetStatusesView }> {
  const today = businessToday();
  return db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, input.timesheetId, { forUpdate: true });
    const existing = input.id ? await findExpenseRecordOf(tx, timesheet.id, input.id, { forUpdate: true }) : null;
    if (existing) expectVersion(existing.version, input.version);
    const period = BillingPeriod.fromString(timesheet.billingPeriod);
    if (!period.contains(input.date)) throw invalid("date", { key: "dateOutsideBillingPeriod", values: { period: { key: "billingPeriodName", values: { month: String(period.month), year: String(period.year) } } } });
    const next = decideOnRow(existing ? "updateExpense" : "createExpense", actor, timesheet, today);
    const originalCurrency = await settlementCurrency(tx, timesheet.id);
    const rateProblem = exchangeRateProblem(input, originalCurrency);
    if (rateProblem) throw invalid("exchangeRate", rateProblem);
    const amount = expenseAmount(input, originalCurrency);
    if (Decimal.parse(amount).isZero()) throw invalid("amountInExpenseCurrency", { key: "amountRoundsToZero", values: { currency: originalCurrency } });
    if (Decimal.parse(amount).compare(MAX_AMOUNT) > 0) throw invalid("amountInExpenseCurrency", { key: "amountTooLarge" });
    const values = {
      date: input.date,
      category: input.category,
      details: input.details,
      amount,
      amountInExpenseCurrency: input.amountInExpenseCurrency,
      expenseCurrency: input.expenseCurrency,
      exchangeRate: input.exchangeRate,
      originalCurrency,
    };
    const [record] = existing
      ? await tx
          .update(expenseRecords)
          .set({ ...values, version: sql`${expenseRecords.version} + 1` })
          .where(eq(expenseRecords.id, existing.id))
          .returning()
      : await tx
          .insert(expenseRecords)
          .values({ ...values, timesheetId: timesheet.id })
          .returning();
    if (!record) throw new Error("The expense record was not saved.");
    if (input.fileIds) await linkExpenseFiles(tx, timesheet.id, record.id, input.fileIds);
    await markFilesOutdated(tx, timesheet.id, "EXPENSE_INVOICE", input.fileIds);
    const statuses = presentTimesheetStatuses(
      await writeTimesheetStatuses(tx, actor, timesheet, { event: existing ? "update-expense" : "create-expense", next, onlyWhenChanged: true }),
    );
    return { expenseRecord: await expenseRecordView(tx, record), timesheet: statuses };
  });
}
