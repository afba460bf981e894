import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db";
import { getStorage } from "@/server/storage";
import type { HealthProbes } from "./check-health";

/** The probes of the running server: a trivial query, and the storage driver's own check. */
export function serverHealthProbes(): HealthProbes {
  return {
    database: async () => (await getDb()).execute(sql`select 1`),
    storage: () => getStorage().check(),
  };
}
