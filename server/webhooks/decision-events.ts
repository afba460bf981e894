import "server-only";
import type { Component, ReviewDecision } from "@/lib/domain/reference";
import type { Actor } from "@/server/auth/actor";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { timesheetEventData, webhookActorOf } from "./event-data";
import type { WebhookEvent } from "./fire-webhook-events";

/**
 * What one approval or contest is to a receiver: the component's event; the timesheet's when its
 * derived status became APPROVED or CONTESTED by it; and review_link.used when a link decided.
 */
export function componentDecisionEvents(
  before: StoredTimesheet,
  after: StoredTimesheet,
  decider: { userId: string | null; reviewLinkId: string | null },
  { component, decision }: { component: Component; decision: ReviewDecision },
): WebhookEvent[] {
  const actor = webhookActorOf(decider);
  const data = timesheetEventData(after, actor, { component });
  const events: WebhookEvent[] = [{ type: decision === "APPROVED" ? "component.approved" : "component.contested", data }];
  if (after.status !== before.status && after.status === "APPROVED") events.push({ type: "timesheet.approved", data: timesheetEventData(after, actor) });
  if (after.status !== before.status && after.status === "CONTESTED") events.push({ type: "timesheet.contested", data: timesheetEventData(after, actor) });
  if (decider.reviewLinkId) {
    events.push({ type: "review_link.used", data: { reviewLinkId: decider.reviewLinkId, timesheetId: after.id, component, decision, actor } });
  }
  return events;
}

export function closingEvents(action: "close" | "reopen", rows: readonly StoredTimesheet[], actor: Actor): WebhookEvent[] {
  const by = webhookActorOf(actor);
  return rows.map((row) => ({
    type: action === "close" ? "timesheet.closed" : "timesheet.reopened",
    data: timesheetEventData(row, by, { closedAt: row.closedAt }),
  }));
}
