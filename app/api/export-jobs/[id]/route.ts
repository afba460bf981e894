import { endpoint } from "@/server/http/endpoint";
import { exportJobsApi } from "@/server/openapi/routes/export-jobs";
import { cancelExportJob } from "@/server/services/export-jobs/cancel-export-job";
import { getExportJob } from "@/server/services/export-jobs/get-export-job";

export const GET = endpoint(exportJobsApi.getExportJob, ({ db, actor, id }) => getExportJob(db, actor, id));

export const DELETE = endpoint(exportJobsApi.cancelExportJob, ({ db, actor, id }) => cancelExportJob(db, actor, id));
