import { z } from "zod";

/** Every part the health check probes; all must answer for a 200. */
export const HEALTH_PARTS = ["database", "storage"] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

export const healthSchema = z.object({ database: z.literal("ok"), storage: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;
