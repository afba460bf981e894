import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { files, timesheets } from "@/server/db/schema";
import { findTimesheetFor, timesheetScope, type StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import type { FileRow } from "./file-view";

/**
 * The files the caller may see, all of them or 404 (a contractor's view never includes another
 * contractor's files), with their timesheets locked for the rest of the transaction. Timesheets
 * are locked in id order so two requests touching the same ones cannot deadlock.
 */
export async function findFilesForUpdate(
  tx: DbOrTx,
  actor: Actor,
  ids: readonly string[],
): Promise<{ rows: Map<string, FileRow>; timesheetsById: Map<string, StoredTimesheet> }> {
  const found = await tx
    .select({ file: files })
    .from(files)
    .innerJoin(timesheets, eq(timesheets.id, files.timesheetId))
    .where(and(inArray(files.id, [...ids]), timesheetScope(actor)));
  if (found.length !== new Set(ids).size) throw notFound("file");
  const timesheetsById = new Map<string, StoredTimesheet>();
  for (const timesheetId of [...new Set(found.map((f) => f.file.timesheetId))].sort()) {
    timesheetsById.set(timesheetId, await findTimesheetFor(tx, actor, timesheetId, { forUpdate: true }));
  }
  const rows = new Map<string, FileRow>();
  // Re-read under the locks: a concurrent request may have changed the files meanwhile.
  for (const row of await tx.select().from(files).where(inArray(files.id, [...ids])).for("update")) rows.set(row.id, row);
  if (rows.size !== found.length) throw notFound("file");
  return { rows, timesheetsById };
}
