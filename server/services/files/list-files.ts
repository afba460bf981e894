import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { FileView, ListFilesQuery } from "@/lib/schemas/files";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { files } from "@/server/db/schema";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { toFileView } from "./file-view";

/** The files of a timesheet the caller may see (404 otherwise), oldest first. */
export async function listFiles(db: DbOrTx, actor: Actor, query: ListFilesQuery): Promise<FileView[]> {
  const timesheet = await findTimesheetFor(db, actor, query.timesheetId);
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.timesheetId, timesheet.id),
        query.fileType ? eq(files.fileType, query.fileType) : undefined,
        query.expenseRecordId ? eq(files.expenseRecordId, query.expenseRecordId) : undefined,
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map(toFileView);
}
