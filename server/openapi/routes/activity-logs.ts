import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { activityLogQuery, activityLogSchema } from "@/lib/schemas/activity-logs";

export const activityLogsApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/activity-logs",
    summary:
      "The audit trail, newest first, filtered by entity, timesheet, actor and time (from/to inclusive); at most 100 per page, continue with cursor=nextCursor.",
    tag: "Settings",
    query: activityLogQuery,
    response: z.object({ data: z.array(activityLogSchema), nextCursor: z.string().nullable() }),
    access: "admin",
  },
];
