import "server-only";
import { eq } from "drizzle-orm";
import { AppError, fieldIssue } from "@/lib/errors";
import { EXPENSE_FILE_TYPES, type FileView, type UpdateFilesInput } from "@/lib/schemas/files";
import type { FileType } from "@/lib/domain";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { files } from "@/server/db/schema";
import { findExpenseRecordOf } from "@/server/services/expense-records/find-expense-record";
import { assertFileEditable } from "./assert-file-editable";
import { findFilesForUpdate } from "./find-files";
import { toFileView } from "./file-view";

/**
 * Re-links or relabels files, all or nothing. Both the old and the new type must be editable
 * (moving a receipt to the fee invoices changes two components), and a file linked to an expense
 * record must be an expense file of the same timesheet.
 */
export async function updateFiles(db: Database, actor: Actor, changes: UpdateFilesInput): Promise<FileView[]> {
  const today = businessToday();
  return db.transaction(async (tx) => {
    const { rows, timesheetsById } = await findFilesForUpdate(
      tx,
      actor,
      changes.map((c) => c.id),
    );
    const updated: FileView[] = [];
    for (const [index, change] of changes.entries()) {
      const row = rows.get(change.id)!;
      const timesheet = timesheetsById.get(row.timesheetId)!;
      const fileType = change.fileType ?? (row.fileType as FileType);
      const expenseRecordId = change.expenseRecordId === undefined ? row.expenseRecordId : change.expenseRecordId;
      assertFileEditable(actor, timesheet, row.fileType as FileType, today);
      if (fileType !== row.fileType) assertFileEditable(actor, timesheet, fileType, today);
      if (expenseRecordId !== null) {
        if (!(EXPENSE_FILE_TYPES as readonly string[]).includes(fileType)) {
          throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [
            fieldIssue(`${index}.expenseRecordId`, { key: "onlyExpenseReceiptsExpense" }),
          ]);
        }
        await findExpenseRecordOf(tx, timesheet.id, expenseRecordId);
      }
      const [saved] = await tx
        .update(files)
        .set({ fileType, expenseRecordId, outdated: change.outdated ?? row.outdated })
        .where(eq(files.id, row.id))
        .returning();
      updated.push(toFileView(saved!));
    }
    return updated;
  });
}
