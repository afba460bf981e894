import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DeleteExpenseRecordsInput, TimesheetStatusesView } from "@/lib/schemas/expense-records";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { expenseRecords, files } from "@/server/db/schema";
import { deleteStoredFiles } from "@/server/services/files/delete-stored-files";
import { markFilesOutdated } from "@/server/services/files/mark-files-outdated";
import { expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";
import { presentTimesheetStatuses } from "@/server/services/decisions/timesheet-statuses";

/**
 * Deletes expense records of one timesheet, all or nothing, with the files attached to them. The
 * stored bytes are removed after the commit, so a rollback never loses a file that is still listed.
 */
export async function deleteExpenseRecords(
  db: Database,
  actor: Actor,
  input: DeleteExpenseRecordsInput,
): Promise<{ deleted: string[]; timesheet: TimesheetStatusesView }> {
  const today = businessToday();
  const { keys, timesheet } = await db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, input.timesheetId, { forUpdate: true });
    const records = await tx
      .select({ id: expenseRecords.id, version: expenseRecords.version })
      .from(expenseRecords)
      .where(and(eq(expenseRecords.timesheetId, row.id), inArray(expenseRecords.id, input.ids)))
      .for("update");
    if (records.length !== input.ids.length) throw notFound("expenseRecord");
    for (const record of records) expectVersion(record.version, input.versions?.[record.id]);
    const next = decideOnRow("deleteExpense", actor, row, today);
    const attached = await tx.delete(files).where(inArray(files.expenseRecordId, input.ids)).returning({ key: files.storageKey });
    await tx.delete(expenseRecords).where(inArray(expenseRecords.id, input.ids));
    await markFilesOutdated(tx, row.id, "EXPENSE_INVOICE");
    const statuses = presentTimesheetStatuses(await writeTimesheetStatuses(tx, actor, row, { event: "delete-expense", next, onlyWhenChanged: true }));
    return { keys: attached.map((f) => f.key), timesheet: statuses };
  });
  await deleteStoredFiles(keys);
  return { deleted: input.ids, timesheet };
}
