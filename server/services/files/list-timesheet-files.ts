import "server-only";
import { asc, eq } from "drizzle-orm";
import { FILE_TYPES } from "@/lib/domain/reference";
import type { TimesheetFile } from "@/lib/schemas/timesheets";
import type { DbOrTx } from "@/server/db";
import { files } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";

/** Every file of one timesheet, oldest first; the storage key stays on the server. */
export async function listTimesheetFiles(db: DbOrTx, timesheetId: string): Promise<TimesheetFile[]> {
  const rows = await db
    .select({
      id: files.id,
      fileType: files.fileType,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      outdated: files.outdated,
      expenseRecordId: files.expenseRecordId,
      createdAt: isoTimestampSql(files.createdAt),
    })
    .from(files)
    .where(eq(files.timesheetId, timesheetId))
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map((row) => ({ ...row, fileType: stored(FILE_TYPES, row.fileType, "file type") }));
}
