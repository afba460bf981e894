import { startExportJobBody } from "@/lib/schemas/export-jobs";
import { endpoint } from "@/server/http/endpoint";
import { listExportJobs } from "@/server/services/export-jobs/list-export-jobs";
import { startExportJob } from "@/server/services/export-jobs/start-export-job";

export const GET = endpoint({ access: "admin:read" }, ({ db, actor }) => listExportJobs(db, actor));

export const POST = endpoint({ access: "admin:read", body: startExportJobBody, answer: "created" }, ({ db, actor, body }) =>
  startExportJob(db, actor, body),
);
