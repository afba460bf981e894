import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { webhookEndpoints } from "@/server/db/schema";

/** Deletes an endpoint with its delivery log; nothing more is sent there. */
export async function deleteWebhookEndpoint(db: Database, id: string): Promise<{ id: string; deleted: true }> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (!row) throw notFound("webhookEndpoint");
  return { id: row.id, deleted: true };
}
