import { endpoint } from "@/server/http/endpoint";
import { backgroundJobsApi } from "@/server/openapi/routes/background-jobs";
import { listBackgroundJobs } from "@/server/services/background-jobs/list-background-jobs";

export const GET = endpoint(backgroundJobsApi.listBackgroundJobs, ({ db, query }) => listBackgroundJobs(db, query));
