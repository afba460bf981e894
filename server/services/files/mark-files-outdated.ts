import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { FileType } from "@/lib/domain";
import type { Tx } from "@/server/db";
import { files, rates, timesheetRecords, timesheets } from "@/server/db/schema";

/**
 * An invoice states a total; once the records behind it change it no longer does. Expense changes
 * outdate EXPENSE_INVOICE files, timesheet-record changes FEE_INVOICE files. `except` keeps the
 * files the same request attaches.
 */
export async function markFilesOutdated(tx: Tx, timesheetId: string, fileType: FileType, except: readonly string[] = []): Promise<void> {
  await tx
    .update(files)
    .set({ outdated: true })
    .where(and(eq(files.timesheetId, timesheetId), eq(files.fileType, fileType), except.length > 0 ? notInArray(files.id, [...except]) : undefined));
}

/**
 * A rate that changes its amount or currency reprices every month with records paid at it (the
 * records keep the rate): their fee invoices no longer state the fee.
 */
export async function markFeeInvoicesOutdatedForRates(tx: Tx, rateIds: readonly string[]): Promise<void> {
  if (rateIds.length === 0) return;
  const repriced = tx.selectDistinct({ id: timesheetRecords.timesheetId }).from(timesheetRecords).where(inArray(timesheetRecords.rateId, [...rateIds]));
  await tx
    .update(files)
    .set({ outdated: true })
    .where(and(eq(files.fileType, "FEE_INVOICE"), inArray(files.timesheetId, repriced)));
}

/**
 * A MONTHLY fee is prorated over the contractor's work days in the month: when they change, the
 * fee invoices of the contractor's months with MONTHLY records no longer state the fee.
 */
export async function markMonthlyFeeInvoicesOutdated(tx: Tx, contractorId: string): Promise<void> {
  const repriced = tx
    .selectDistinct({ id: timesheetRecords.timesheetId })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .innerJoin(timesheets, eq(timesheets.id, timesheetRecords.timesheetId))
    .where(and(eq(timesheets.contractorId, contractorId), eq(rates.frequency, "MONTHLY")));
  await tx
    .update(files)
    .set({ outdated: true })
    .where(and(eq(files.fileType, "FEE_INVOICE"), inArray(files.timesheetId, repriced)));
}
