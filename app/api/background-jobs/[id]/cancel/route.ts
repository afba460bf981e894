import { endpoint } from "@/server/http/endpoint";
import { backgroundJobsApi } from "@/server/openapi/routes/background-jobs";
import { cancelBackgroundJob } from "@/server/services/background-jobs/change-background-job";

export const POST = endpoint(backgroundJobsApi.cancelBackgroundJob, ({ db, id }) => cancelBackgroundJob(db, id));
