import "server-only";
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { UpdateWebhookEndpointBody, WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookEndpoints } from "@/server/db/schema";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { checkWebhookUrl } from "./check-webhook-url";
import { presentEndpoint } from "./present-webhooks";

/**
 * Changes the fields sent; a stale version is 409. Enabling an endpoint again clears the failure
 * clock and the reason it was disabled, so it gets three fresh days.
 */
export async function updateWebhookEndpoint(db: Database, id: string, body: UpdateWebhookEndpointBody): Promise<WebhookEndpoint> {
  if (body.url !== undefined) await checkWebhookUrl(body.url);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for("update");
    if (!current) throw notFound("webhookEndpoint");
    expectVersion(current.version, body.version);
    const reenabled = body.enabled === true && !current.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        // A field the body leaves out is undefined, and drizzle leaves undefined out of the SET.
        url: body.url,
        description: body.description,
        eventTypes: body.eventTypes,
        enabled: body.enabled,
        ...(reenabled ? { failingSince: null, disabledReason: null } : {}),
        version: sql`${webhookEndpoints.version} + 1`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return presentEndpoint(row!);
  });
}
