import { z } from "zod";
import { activityLogQuery, activityLogSchema } from "@/lib/schemas/activity-logs";
import { inArea, type RouteTable } from "../operation";

export const activityLogsApi = inArea("settings", {
  listActivityLogs: {
    method: "get",
    path: "/api/activity-logs",
    summary:
      "The audit trail, newest first, filtered by entity, timesheet, actor and time (from/to inclusive); at most 100 per page, continue with cursor=nextCursor.",
    tag: "Settings",
    query: activityLogQuery,
    response: z.object({ data: z.array(activityLogSchema), nextCursor: z.string().nullable() }),
    access: "admin:read",
    answer: "as-is",
  },
} satisfies RouteTable);
