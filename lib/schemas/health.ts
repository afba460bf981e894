import { z } from "zod";
import type { ApiRoute } from "./common";

/** Every part the health check probes; all must answer for a 200. */
export const HEALTH_PARTS = ["database", "storage"] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

export const healthSchema = z.object({ database: z.literal("ok"), storage: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;

export const healthApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/health",
    summary:
      "Whether the server can serve: 200 when the database answers a query and the file storage is reachable, " +
      "503 SERVICE_UNAVAILABLE with one issue per failing part otherwise. For load balancers and supervisors; no sign-in.",
    tag: "Operations",
    response: z.object({ data: healthSchema }),
    access: "anyone",
  },
];
