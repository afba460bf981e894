import "server-only";
import { MAX_BATCH_EXPORT } from "@/lib/schemas/exports";
import { AppError, fieldIssue } from "@/lib/errors";
import type { TimesheetListFilter } from "@/lib/schemas/timesheet-selection";
import type { DbOrTx } from "@/server/db";
import { timesheetIdsMatching } from "@/server/services/timesheets/select-timesheets";

/** How many timesheets a batch export reads at a time: memory follows this, not the batch. */
export const EXPORT_CHUNK = 500;

/** 413 before anything is read when a batch names more timesheets than one file may hold. */
export function assertBatchSize(ids: readonly string[]): void {
  if (ids.length <= MAX_BATCH_EXPORT) return;
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    { key: "exportMostMaxTimesheets", values: { max: MAX_BATCH_EXPORT.toLocaleString("en-US"), count: ids.length.toLocaleString("en-US") } },
    [fieldIssue("ids", { key: "mostMaxIds", values: { max: MAX_BATCH_EXPORT } })],
  );
}

/** A batch export's timesheets: the ids sent, or every one the timesheets list shows with the filter (#47.7), in one query. */
export async function batchExportIds(db: DbOrTx, body: { ids?: string[]; filter?: TimesheetListFilter }): Promise<string[]> {
  return body.filter ? timesheetIdsMatching(db, body.filter, MAX_BATCH_EXPORT) : (body.ids ?? []);
}

export function chunksOf<T>(items: readonly T[], size = EXPORT_CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Told how many of a batch's timesheets are written (0..total, never going back) as the workbook
 * fills; a background export job stores and shows it, and stops the export by throwing.
 */
export type ExportProgress = (done: number, total: number) => void | Promise<void>;

/**
 * Counts a timesheet each time one of `passes` sheets has written it, and reports whole
 * timesheets: with three sheets, 1,240 of 5,000 means a quarter of the writing is done.
 */
export function progressCounter(total: number, passes: number, onProgress: ExportProgress | undefined): (() => void | Promise<void>) | undefined {
  if (!onProgress) return undefined;
  let steps = 0;
  return () => {
    steps += 1;
    return onProgress(Math.floor(steps / passes), total);
  };
}
