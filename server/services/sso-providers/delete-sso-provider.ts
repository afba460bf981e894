import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";

/** Removes a provider: its domains sign in with passwords again; accounts linked through it stay (unused). */
export async function deleteSsoProvider(db: Database, id: string): Promise<{ id: string; deleted: true }> {
  const [deleted] = await db.delete(ssoProviders).where(eq(ssoProviders.id, id)).returning({ id: ssoProviders.id });
  if (!deleted) throw notFound("ssoProvider");
  return { id: deleted.id, deleted: true };
}
