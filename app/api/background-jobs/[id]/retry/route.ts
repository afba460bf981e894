import { endpoint } from "@/server/http/endpoint";
import { backgroundJobsApi } from "@/server/openapi/routes/background-jobs";
import { retryBackgroundJob } from "@/server/services/background-jobs/change-background-job";

export const POST = endpoint(backgroundJobsApi.retryBackgroundJob, ({ db, id }) => retryBackgroundJob(db, id));
