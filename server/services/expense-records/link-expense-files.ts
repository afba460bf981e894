import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { AppError, notFound, fieldIssue } from "@/lib/errors";
import { EXPENSE_FILE_TYPES } from "@/lib/schemas/files";
import type { Tx } from "@/server/db";
import { files } from "@/server/db/schema";

/** Makes `fileIds` the record's complete list of files; files no longer listed stay on the timesheet, unlinked. */
export async function linkExpenseFiles(tx: Tx, timesheetId: string, expenseRecordId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) {
    const found = await tx
      .select({ id: files.id, fileType: files.fileType })
      .from(files)
      .where(and(inArray(files.id, [...fileIds]), eq(files.timesheetId, timesheetId)))
      .for("update");
    if (found.length !== fileIds.length) throw notFound("file");
    const wrongType = found.find((f) => !(EXPENSE_FILE_TYPES as readonly string[]).includes(f.fileType));
    if (wrongType) {
      throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [
        fieldIssue(`fileIds.${fileIds.indexOf(wrongType.id)}`, { key: "onlyExpenseReceiptsExpense" }),
      ]);
    }
    await tx.update(files).set({ expenseRecordId }).where(inArray(files.id, [...fileIds]));
  }
  await tx
    .update(files)
    .set({ expenseRecordId: null })
    .where(and(eq(files.expenseRecordId, expenseRecordId), fileIds.length > 0 ? notInArray(files.id, [...fileIds]) : undefined));
}
