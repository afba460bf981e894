import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { files } from "@/server/db/schema";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import type { FileRow } from "@/server/services/files/file-view";
import { getStorage, StorageError } from "@/server/storage";

/**
 * One file of the timesheet a review link opens, for a reviewer without a session. The link is
 * checked first (unknown, revoked, expired: 404 with the reason); then only a file of that very
 * timesheet is found, so a token never opens anything else (404 "File not found.").
 */
export async function downloadReviewFile(db: DbOrTx, token: string, fileId: string): Promise<{ file: FileRow; bytes: Uint8Array }> {
  const link = await findReviewLink(db, token);
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.timesheetId, link.timesheetId)));
  if (!file) throw notFound("file");
  try {
    return { file, bytes: await getStorage().get(file.storageKey) };
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    console.error(error);
    throw new AppError("INTERNAL", { key: "storageFailed", values: { detail: error.message } });
  }
}
