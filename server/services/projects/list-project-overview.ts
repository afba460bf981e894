import "server-only";
import type { DbOrTx } from "@/server/db";
import { projects } from "@/server/db/schema";

/** Whether any project exists (the Users page's empty state says what to set up next). */
export async function hasAnyProject(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: projects.id }).from(projects).limit(1);
  return rows.length > 0;
}
