import { z } from "zod";
import { isoTimestamp, uuid } from "./common";
import { batchExportFields } from "./exports";
import { oneSelection } from "./timesheet-selection";
import { keyed } from "./error-map";

/** Batch exports run as background jobs (issue 38): started at once, followed by their progress, downloaded for 24 h. */

export const EXPORT_JOB_KINDS = ["timesheets", "expenses"] as const;
export type ExportJobKind = (typeof EXPORT_JOB_KINDS)[number];

/** Upper case like every other status of the app (payment runs, mail), so the status badge knows them. */
export const EXPORT_JOB_STATUSES = ["QUEUED", "RUNNING", "DONE", "FAILED", "CANCELLED"] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
export const ACTIVE_EXPORT_JOB_STATUSES = ["QUEUED", "RUNNING"] as const satisfies readonly ExportJobStatus[];

export const EXPORT_JOB_STATUS_LABEL: Record<ExportJobStatus, string> = {
  QUEUED: "Queued",
  RUNNING: "Running",
  DONE: "Ready",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
};

/** At most this many exports of one person queued or running at once; one more is 429. */
export const MAX_ACTIVE_EXPORT_JOBS = 3;

/** How long a finished export's file stays downloadable. */
export const EXPORT_FILE_HOURS = 24;

export const startExportJobBody = batchExportFields
  .extend({
    kind: z.enum(EXPORT_JOB_KINDS, { error: keyed("fieldOneOf", { field: "kind", values: EXPORT_JOB_KINDS.join(", ") }) }).describe(
      "timesheets: the workbook of POST /api/timesheets/batch/export; expenses: the one of POST /api/timesheets/batch/export-expenses.",
    ),
  })
  .superRefine(oneSelection);
export type StartExportJobBody = z.infer<typeof startExportJobBody>;

export const exportJobParams = z.object({ id: uuid });

export const exportJobView = z.object({
  id: uuid,
  kind: z.enum(EXPORT_JOB_KINDS),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Timesheets in the export. */
  total: z.number().int(),
  /** Timesheets written so far (of total); stored in steps, not per timesheet. */
  done: z.number().int(),
  /** Bytes of the file written so far. */
  bytes: z.number().int(),
  fileName: z.string(),
  /** Why it failed or was stopped; null otherwise. */
  error: z.string().nullable(),
  createdAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
  /** When the file is removed (24 h after it finished); null while running. */
  expiresAt: isoTimestamp.nullable(),
});
export type ExportJobView = z.infer<typeof exportJobView>;

export const exportJobResponse = z.object({ data: exportJobView });
export const exportJobListResponse = z.object({ data: z.array(exportJobView) });

/** "1,240 of 5,000 timesheets": the words of the bar, the tray and the 409 of an early download. */
export function exportProgressText({ done, total }: Pick<ExportJobView, "done" | "total">): string {
  return `${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} timesheets`;
}
