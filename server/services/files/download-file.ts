import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { files, timesheets } from "@/server/db/schema";
import { timesheetScope } from "@/server/services/timesheets/find-timesheet";
import { getStorage, StorageError } from "@/server/storage";
import type { FileRow } from "./file-view";

/** A file's row and bytes, for people who may see its timesheet; anyone else gets 404. */
export async function downloadFile(db: DbOrTx, actor: Actor, id: string): Promise<{ file: FileRow; bytes: Uint8Array }> {
  const [found] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(timesheets, eq(timesheets.id, files.timesheetId))
    .where(and(eq(files.id, id), timesheetScope(actor)));
  if (!found) throw notFound("file");
  try {
    return { file: found.file, bytes: await getStorage().get(found.file.storageKey) };
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    console.error(error);
    throw new AppError("INTERNAL", { key: "storageFailed", values: { detail: error.message } });
  }
}
