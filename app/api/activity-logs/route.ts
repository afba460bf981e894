import { activityLogQuery } from "@/lib/schemas/activity-logs";
import { endpoint } from "@/server/http/endpoint";
import { listActivityLogs } from "@/server/services/activity-logs/list-activity-logs";

export const GET = endpoint({ access: "admin:read", query: activityLogQuery, answer: "as-is" }, ({ db, query }) => listActivityLogs(db, query));
