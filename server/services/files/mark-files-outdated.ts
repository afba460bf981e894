import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import type { FileType } from "@/lib/domain";
import type { Tx } from "@/server/db";
import { files } from "@/server/db/schema";

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
