import { endpoint } from "@/server/http/endpoint";
import { exportJobsApi } from "@/server/openapi/routes/export-jobs";
import { listExportJobs } from "@/server/services/export-jobs/list-export-jobs";
import { startExportJob } from "@/server/services/export-jobs/start-export-job";

export const GET = endpoint(exportJobsApi.listExportJobs, ({ db, actor }) => listExportJobs(db, actor));

export const POST = endpoint(exportJobsApi.startExportJob, ({ db, actor, body }) =>
  startExportJob(db, actor, body),
);
