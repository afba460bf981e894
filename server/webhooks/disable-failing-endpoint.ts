import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { WEBHOOK_DISABLE_AFTER_MS } from "@/lib/domain/webhook-events";
import type { Database } from "@/server/db";
import { user, webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { languageOrDefault } from "@/server/i18n/translator";
import { enqueueNotifications } from "@/server/notifications/enqueue-notifications";

export const DISABLED_AFTER_FAILURES = "Deliveries failed for three days.";
const ENDPOINT_DISABLED_BODY = "The endpoint was disabled after three days of failures.";

/**
 * Counts a failed attempt against its endpoint: the failure clock starts at the first failure
 * since the last success; once it has run three days the endpoint is disabled, its waiting
 * deliveries fail, and every active administrator gets an e-mail, in one transaction.
 * Answers whether the endpoint is still enabled, and whether this call disabled it.
 */
export async function disableFailingEndpoint(db: Database, endpointId: string, now: Date): Promise<{ enabled: boolean; disabledNow: boolean }> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!endpoint?.enabled || !endpoint.failingSince) return { enabled: endpoint?.enabled ?? false, disabledNow: false };
    if (now.getTime() - Date.parse(endpoint.failingSince) < WEBHOOK_DISABLE_AFTER_MS) return { enabled: true, disabledNow: false };
    await tx.update(webhookEndpoints).set({ enabled: false, disabledReason: DISABLED_AFTER_FAILURES }).where(eq(webhookEndpoints.id, endpointId));
    // Its waiting deliveries and their jobs end together (the one running now is ended by its worker).
    await tx.execute(sql`
      with failed as (
        update ${webhookDeliveries} set status = 'FAILED', response_body = ${ENDPOINT_DISABLED_BODY}
        where endpoint_id = ${endpointId} and status = 'PENDING' returning id)
      update jobs set status = 'FAILED', last_error = ${ENDPOINT_DISABLED_BODY}, finished_at = now()
      where kind = 'webhook' and status = 'QUEUED' and ref_id in (select id from failed)`);
    const admins = await tx.select({ name: user.name, email: user.email, locale: user.locale }).from(user).where(and(eq(user.role, "ADMIN"), eq(user.active, true)));
    await enqueueNotifications(
      tx,
      admins.map((admin) => ({
        type: "WEBHOOK_ENDPOINT_DISABLED" as const,
        to: admin.email,
        language: languageOrDefault(admin.locale),
        data: { recipientName: admin.name, url: endpoint.url, failingSince: endpoint.failingSince! },
      })),
    );
    return { enabled: false, disabledNow: true };
  });
}
