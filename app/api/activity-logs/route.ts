import { endpoint } from "@/server/http/endpoint";
import { activityLogsApi } from "@/server/openapi/routes/activity-logs";
import { listActivityLogs } from "@/server/services/activity-logs/list-activity-logs";

export const GET = endpoint(activityLogsApi.listActivityLogs, ({ db, query }) => listActivityLogs(db, query));
