import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { Money } from "@/lib/domain/money";
import type { DbOrTx } from "@/server/db";
import { files, projects, timesheets } from "@/server/db/schema";
import { listTimesheetExpenseTotals } from "./list-timesheet-expense-totals";
import { listTimesheetFees } from "./list-timesheet-fees";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";

export type ContractorHistoryParams = { contractorId: string; today: IsoDate; projectId?: string; year?: number };

/**
 * Every past timesheet of one contractor (billing period before the current one), latest
 * first, with fee, expenses and bonus in the engagement currency, and the years that have any,
 * for the year filter, and the invoices and receipts on file for each month. Always scoped to
 * the contractor.
 */
export async function listContractorHistory(db: DbOrTx, { contractorId, today, projectId, year }: ContractorHistoryParams) {
  const past = lt(timesheets.billingPeriod, BillingPeriod.current(today).toDatabase());
  const where: SQL[] = [eq(timesheets.contractorId, contractorId), past];
  if (projectId) where.push(eq(timesheets.projectId, projectId));
  if (year !== undefined) {
    where.push(gte(timesheets.billingPeriod, BillingPeriod.from({ year, month: 1 }).toDatabase()));
    where.push(lte(timesheets.billingPeriod, BillingPeriod.from({ year, month: 12 }).toDatabase()));
  }
  const yearOfPeriod = sql<number>`extract(year from ${timesheets.billingPeriod})::int`.mapWith(Number);
  const [rows, yearRows] = await Promise.all([
    db
      .select({
        id: timesheets.id,
        projectId: timesheets.projectId,
        projectName: projects.name,
        billingPeriod: timesheets.billingPeriod,
        status: timesheets.status,
        feeStatus: timesheets.feeStatus,
        expensesStatus: timesheets.expensesStatus,
        bonusStatus: timesheets.bonusStatus,
        bonusAmount: timesheets.bonusAmount,
        currency: timesheetCurrencySql(),
      })
      .from(timesheets)
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(and(...where))
      .orderBy(desc(timesheets.billingPeriod), asc(projects.name)),
    db
      .selectDistinct({ year: yearOfPeriod })
      .from(timesheets)
      .where(and(eq(timesheets.contractorId, contractorId), past))
      .orderBy(desc(yearOfPeriod)),
  ]);
  const ids = rows.map((row) => row.id);
  const [fees, expenses, fileRows] = await Promise.all([
    listTimesheetFees(db, { timesheetIds: ids }),
    listTimesheetExpenseTotals(db, { timesheetIds: ids }),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: files.id, timesheetId: files.timesheetId, fileType: files.fileType, originalName: files.originalName, outdated: files.outdated })
          .from(files)
          .where(inArray(files.timesheetId, ids))
          .orderBy(asc(files.fileType), asc(files.originalName)),
  ]);
  const filesOf = new Map<string, typeof fileRows>();
  for (const file of fileRows) filesOf.set(file.timesheetId, [...(filesOf.get(file.timesheetId) ?? []), file]);
  return {
    rows: rows.map(({ bonusAmount, ...row }) => {
      const bonus: Money[] = bonusAmount !== null && row.currency ? [{ amount: bonusAmount, currency: row.currency }] : [];
      return {
        ...row,
        periodName: BillingPeriod.fromString(row.billingPeriod).name,
        fee: fees.get(row.id) ?? [],
        expenses: expenses.get(row.id) ?? [],
        bonus,
        files: (filesOf.get(row.id) ?? []).map(({ timesheetId: _timesheetId, ...file }) => file),
      };
    }),
    years: yearRows.map((row) => row.year),
  };
}

export type ContractorHistoryRow = Awaited<ReturnType<typeof listContractorHistory>>["rows"][number];
