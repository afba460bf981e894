import { z } from "zod";
import { backgroundJobSchema, backgroundJobsQuerySchema, scheduledJobSchema } from "@/lib/schemas/background-jobs";
import { idParams } from "@/lib/schemas/common";
import { pageSchema } from "@/lib/schemas/paging";
import { inArea, type RouteTable } from "../operation";

const tag = "Background jobs";

/** The one mechanism of background work (server/jobs), as the Settings screen Background jobs reads it. */
export const backgroundJobsApi = inArea("settings", {
  listBackgroundJobs: {
    method: "get",
    path: "/api/background-jobs",
    summary:
      "Background jobs (outbox mail, webhook deliveries, exports, the scheduled daily jobs and backup), newest first, optionally of one status (QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED); keyset-paged (limit at most 200, cursor from nextCursor). A failed job carries the reason in lastError.",
    tag,
    query: backgroundJobsQuerySchema,
    response: pageSchema(backgroundJobSchema),
    access: "admin:read",
    answer: "as-is",
  },
  listScheduledJobs: {
    method: "get",
    path: "/api/background-jobs/scheduled",
    summary: "Each scheduled kind this installation runs (daily-jobs; daily-backup where BACKUP_DIR is set) with when it last ran and when it runs next; a run missed while the server was down runs once at the next start.",
    tag,
    response: z.object({ data: z.array(scheduledJobSchema) }),
    access: "admin:read",
  },
  retryBackgroundJob: {
    method: "post",
    path: "/api/background-jobs/{id}/retry",
    summary: "Queues a FAILED or CANCELLED job again, due now with fresh attempts; its mail, delivery or export shows it waiting again. Any other status is 409.",
    tag,
    params: idParams,
    response: z.object({ data: backgroundJobSchema }),
    access: "admin:write",
    id: "Background job",
  },
  cancelBackgroundJob: {
    method: "post",
    path: "/api/background-jobs/{id}/cancel",
    summary: "Cancels a QUEUED or RUNNING job (a running one stops at its next heartbeat); its mail or delivery is marked FAILED, its export CANCELLED. A scheduled kind or an ended job is 409.",
    tag,
    params: idParams,
    response: z.object({ data: backgroundJobSchema }),
    access: "admin:write",
    id: "Background job",
  },
} satisfies RouteTable);
