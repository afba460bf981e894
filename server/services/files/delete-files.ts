import "server-only";
import { inArray } from "drizzle-orm";
import type { FileType } from "@/lib/domain";
import type { DeleteFilesInput } from "@/lib/schemas/files";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database } from "@/server/db";
import { files } from "@/server/db/schema";
import { assertFileEditable } from "./assert-file-editable";
import { deleteStoredFiles } from "./delete-stored-files";
import { findFilesForUpdate } from "./find-files";

/** Deletes files, all or nothing; the stored bytes go after the commit, so a rollback keeps them. */
export async function deleteFiles(db: Database, actor: Actor, input: DeleteFilesInput): Promise<{ deleted: string[] }> {
  const today = businessToday();
  const keys = await db.transaction(async (tx) => {
    const { rows, timesheetsById } = await findFilesForUpdate(tx, actor, input.ids);
    for (const row of rows.values()) {
      assertFileEditable(actor, timesheetsById.get(row.timesheetId)!, row.fileType as FileType, today);
    }
    await tx.delete(files).where(inArray(files.id, input.ids));
    return [...rows.values()].map((row) => row.storageKey);
  });
  await deleteStoredFiles(keys);
  return { deleted: input.ids };
}
