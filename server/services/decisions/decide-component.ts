import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { Component, ReviewDecision } from "@/lib/domain/reference";
import type { Actor as DomainActor } from "@/lib/domain/transition-table";
import type { Tx } from "@/server/db";
import { reviews } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import type { TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { decide, timesheetStateOf } from "@/server/services/timesheets/settlement-decision";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";
import { notifyTimesheetApproved } from "@/server/notifications/subscriptions/channel-events";
import { componentDecisionEvents } from "@/server/webhooks/decision-events";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { postContestReason } from "./post-contest-reason";

/** Who decides: an administrator (or the API key) or the holder of a review link. */
export interface Decider {
  domainActor: DomainActor;
  audit: Parameters<typeof writeAudit>[1];
  /** The name the review and the contest message carry. */
  name: string;
  userId: string | null;
  reviewLinkId: string | null;
}

export interface ComponentDecision {
  component: Component;
  decision: ReviewDecision;
  /** Required for CONTESTED (the schemas make sure of it). */
  reason?: string;
}

/**
 * Approves or contests one component of a locked timesheet through the transition table: a
 * refusal is a 409 with the table's reason and nothing is written. Otherwise the statuses are
 * stored with a new version, audited, recorded as a review, and a contest reason is posted to
 * the timesheet's message thread, all in the caller's transaction.
 */
export async function decideComponent(
  tx: Tx,
  decider: Decider,
  row: TimesheetRow,
  { component, decision, reason }: ComponentDecision,
  today: IsoDate,
): Promise<TimesheetRow> {
  const action = decision === "APPROVED" ? "approve" : "contest";
  const next = decide(action, { actor: decider.domainActor, timesheet: timesheetStateOf(row), today, component });
  const updated = await writeTimesheetStatuses(tx, decider.audit, row, {
    event: `${action}-component`,
    next,
    after: { component, ...(reason ? { reason } : {}) },
  });
  await tx.insert(reviews).values({
    timesheetId: row.id,
    component,
    decision,
    reason: reason ?? null,
    reviewerName: decider.name,
    reviewLinkId: decider.reviewLinkId,
  });
  if (decision === "CONTESTED" && reason) {
    await postContestReason(tx, { timesheetId: row.id, authorName: decider.name, userId: decider.userId, text: reason });
  }
  // The contractor's TIMESHEET_APPROVED channel, by their setting (docs/notifications.md).
  if (decision === "APPROVED") await notifyTimesheetApproved(tx, { timesheetId: row.id, component });
  await fireWebhookEvents(tx, componentDecisionEvents(row, updated, decider, { component, decision }));
  return updated;
}
