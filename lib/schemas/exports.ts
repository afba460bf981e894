import { z } from "zod";
import { uuid } from "./common";
import { oneSelection, timesheetListFilter } from "./timesheet-selection";
import { keyed } from "./error-map";

/** Spreadsheet downloads (spec point 7, "Exports"): .xlsx files, the file name in Content-Disposition. */

/** The largest batch export; more ids are refused with 413 (server/exports/batch-size.ts). */
export const MAX_BATCH_EXPORT = 10_000;

/** The batch's timesheets: an id list, or the timesheets list's filter ("select all matching"). */
export const batchExportFields = z.strictObject({
  ids: z
    .array(uuid, { error: keyed("idsListOfTimesheetIds") })
    .min(1, { error: keyed("chooseLeastTimesheet") })
    .describe(`At most ${MAX_BATCH_EXPORT} ids; more are refused with 413 PAYLOAD_TOO_LARGE.`)
    .optional(),
  filter: timesheetListFilter
    .optional()
    .describe(`Instead of ids: every timesheet the timesheets list shows with this filter, at most ${MAX_BATCH_EXPORT} (more is 413).`),
});

export const batchExportBody = batchExportFields.superRefine(oneSelection);

export const download =
  "Answers 200 with an .xlsx file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), streamed; the file name is in Content-Disposition (filename and filename*). Dates are date cells, amounts numbers in their currency's format; text that starts with = + - @ is prefixed with ' so it is never a formula.";

export const XLSX_CONTENT_TYPE_DOC = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
