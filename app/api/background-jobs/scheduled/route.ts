import { endpoint } from "@/server/http/endpoint";
import { backgroundJobsApi } from "@/server/openapi/routes/background-jobs";
import { listScheduledJobs } from "@/server/services/background-jobs/list-background-jobs";

export const GET = endpoint(backgroundJobsApi.listScheduledJobs, ({ db }) => listScheduledJobs(db));
