import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";

/** Who caused an event: a signed-in user, the admin API key, a review link, or the system (the daily job). */
export type WebhookActor =
  | { type: "user"; userId: string }
  | { type: "api_key" }
  | { type: "review_link"; reviewLinkId: string };

export function webhookActorOf(actor: Actor | { userId: string | null; reviewLinkId: string | null }): WebhookActor {
  if ("kind" in actor) return actor.kind === "user" ? { type: "user", userId: actor.userId } : { type: "api_key" };
  if (actor.reviewLinkId) return { type: "review_link", reviewLinkId: actor.reviewLinkId };
  return actor.userId ? { type: "user", userId: actor.userId } : { type: "api_key" };
}

/** A timesheet after the change: ids, period as yyyy-MM, every status, the bonus as a decimal string. */
export function timesheetEventData(row: StoredTimesheet, actor: WebhookActor, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    timesheetId: row.id,
    contractorId: row.contractorId,
    projectId: row.projectId,
    billingPeriod: row.billingPeriod.slice(0, 7),
    status: row.status,
    feeStatus: row.feeStatus,
    expensesStatus: row.expensesStatus,
    bonusStatus: row.bonusStatus,
    bonusAmount: row.bonusAmount,
    version: row.version,
    ...extra,
    actor,
  };
}
