import { endpoint } from "@/server/http/endpoint";
import { cancelExportJob } from "@/server/services/export-jobs/cancel-export-job";
import { getExportJob } from "@/server/services/export-jobs/get-export-job";

export const GET = endpoint({ access: "admin:read", id: "Export" }, ({ db, actor, id }) => getExportJob(db, actor, id));

export const DELETE = endpoint({ access: "admin:read", id: "Export" }, ({ db, actor, id }) => cancelExportJob(db, actor, id));
