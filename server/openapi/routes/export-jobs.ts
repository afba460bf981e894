import { exportJobListResponse, exportJobParams, exportJobResponse, MAX_ACTIVE_EXPORT_JOBS, startExportJobBody } from "@/lib/schemas/export-jobs";
import { MAX_BATCH_EXPORT, XLSX_CONTENT_TYPE_DOC } from "@/lib/schemas/exports";
import { inArea, type RouteTable } from "../operation";

const tag = "Exports";

/** Batch exports as background jobs (issue 38); the direct POST /api/timesheets/batch/export* stay as they are. */
export const exportJobsApi = inArea("timesheets", {
  startExportJob: {
    method: "post",
    keyScope: "read", // an export of what may be read, run in the background
    path: "/api/export-jobs",
    summary: `Starts a batch export in the background and answers at once with the job (QUEUED). kind "timesheets" writes the workbook of POST /api/timesheets/batch/export, "expenses" the one of POST /api/timesheets/batch/export-expenses, byte for byte the same sheets and cells. Refused before anything is queued like the direct export: an unknown id is 404 naming it, more than ${MAX_BATCH_EXPORT.toLocaleString("en-US")} ids 413, expenses while FEATURE_EXPENSES is off 404. A ${MAX_ACTIVE_EXPORT_JOBS + 1}th export while ${MAX_ACTIVE_EXPORT_JOBS} of the caller's are queued or running is 429 naming them.`,
    tag,
    body: startExportJobBody,
    created: true,
    response: exportJobResponse,
    access: "admin:read",
  },
  listExportJobs: {
    method: "get",
    path: "/api/export-jobs",
    summary:
      "The caller's export jobs, newest first: queued and running ones with their progress (timesheets done of total, bytes written), and those finished in the last 24 hours (DONE, FAILED with the reason, CANCELLED). Progress is also pushed on GET /api/events as change events of kind export_job, to the job's owner only.",
    tag,
    response: exportJobListResponse,
    access: "admin:read",
  },
  getExportJob: {
    method: "get",
    path: "/api/export-jobs/{id}",
    summary: "One of the caller's export jobs with its progress; anybody else's id, or a job removed 24 hours after it finished, is 404.",
    tag,
    params: exportJobParams,
    response: exportJobResponse,
    access: "admin:read",
    id: "Export",
  },
  downloadExportJobFile: {
    method: "get",
    path: "/api/export-jobs/{id}/file",
    download: XLSX_CONTENT_TYPE_DOC,
    summary:
      "The finished workbook, streamed, for 24 hours after it finished; the file name (as the direct export names it) is in Content-Disposition. 409 while it is queued or running (the message gives the progress, e.g. 1,240 of 5,000 timesheets) and for a failed or cancelled job; 404 for anybody else's id.",
    tag,
    params: exportJobParams,
    access: "admin:read",
    handledBy: "download",
  },
  cancelExportJob: {
    method: "delete",
    keyScope: "read", // cancels the caller's own export
    path: "/api/export-jobs/{id}",
    summary:
      "Cancels a queued or running export: it becomes CANCELLED, the process writing it stops at its next step, and whatever was written is deleted. 409 when it has already ended.",
    tag,
    params: exportJobParams,
    response: exportJobResponse,
    access: "admin:read",
    id: "Export",
  },
} satisfies RouteTable);
