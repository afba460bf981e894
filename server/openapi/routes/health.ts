import { z } from "zod";
import { healthSchema } from "@/lib/schemas/health";
import { inArea, type RouteTable } from "../operation";

export const healthApi = inArea("settings", {
  getHealth: {
    method: "get",
    path: "/api/health",
    summary:
      "Whether the server can serve: 200 when the database answers a query and the file storage is reachable, " +
      "503 SERVICE_UNAVAILABLE with one issue per failing part otherwise. For load balancers and supervisors; no sign-in.",
    tag: "Operations",
    response: z.object({ data: healthSchema }),
    access: "anyone",
  },
} satisfies RouteTable);
