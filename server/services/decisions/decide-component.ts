import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import { LINE_COMPONENTS, type Component, type LineComponent, type ReviewDecision } from "@/lib/domain/reference";
import type { ContestedLineInput } from "@/lib/schemas/decisions";
import type { TransitionActor } from "@/lib/domain/transition-table";
import type { Tx } from "@/server/db";
import { reviews } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import type { StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { decide, timesheetStateOf } from "@/server/services/timesheets/settlement-decision";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";
import { notifyTimesheetApproved } from "@/server/notifications/subscriptions/channel-events";
import { componentDecisionEvents } from "@/server/webhooks/decision-events";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { clearContestedLines, linesToContest, storeContestedLines } from "@/server/services/line-review/contested-lines";
import { postContestReason } from "./post-contest-reason";

const isLineComponent = (component: Component): component is LineComponent => (LINE_COMPONENTS as readonly Component[]).includes(component);

/** Who decides: an administrator (or the API key) or the holder of a review link. */
export interface Decider {
  domainActor: TransitionActor;
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
  /** Records or expenses of the component contested one by one, each with its own reason. */
  lines?: ContestedLineInput[];
}

/**
 * Approves or contests one component of a locked timesheet through the transition table: a
 * refusal is a 409 with the table's reason and nothing is written. Otherwise the statuses are
 * stored with a new version, audited, recorded as a review, and a contest reason is posted to
 * the timesheet's message thread, all in the caller's transaction. The fee and expenses may have
 * lines contested one by one (docs/line-review.md): checked before any write (400 naming each line
 * at fault), stored with the review, and cleared by the component's next decision.
 */
export async function decideComponent(
  tx: Tx,
  decider: Decider,
  row: StoredTimesheet,
  { component, decision, reason, lines = [] }: ComponentDecision,
  today: IsoDate,
): Promise<StoredTimesheet> {
  const action = decision === "APPROVED" ? "approve" : "contest";
  const next = decide(action, { actor: decider.domainActor, timesheet: timesheetStateOf(row), today, component });
  // Checked after the transition table (a component not under review is refused as before) and before any write.
  const marked = decision === "CONTESTED" ? await linesToContest(tx, row.id, component, lines) : [];
  const updated = await writeTimesheetStatuses(tx, decider.audit, row, {
    event: `${action}-component`,
    next,
    after: {
      component,
      ...(reason ? { reason } : {}),
      ...(marked.length > 0 ? { lines: marked.map(({ lineId, label, reason: lineReason }) => ({ lineId, label, reason: lineReason })) } : {}),
    },
  });
  const [review] = await tx.insert(reviews).values({
    timesheetId: row.id,
    component,
    decision,
    reason: reason ?? null,
    reviewerName: decider.name,
    reviewLinkId: decider.reviewLinkId,
  }).returning({ id: reviews.id });
  if (!review) throw new Error("The review was not stored.");
  // A decision ends the lines contested before: an approval settles them, a new contest replaces them.
  if (isLineComponent(component)) {
    await clearContestedLines(tx, row.id, component);
    await storeContestedLines(tx, row.id, review.id, marked);
  }
  if (decision === "CONTESTED" && reason) {
    await postContestReason(tx, { timesheetId: row.id, authorName: decider.name, userId: decider.userId, text: reason });
  }
  // The contractor's TIMESHEET_APPROVED channel, by their setting (docs/notifications.md).
  if (decision === "APPROVED") await notifyTimesheetApproved(tx, { timesheetId: row.id, component });
  await fireWebhookEvents(tx, componentDecisionEvents(row, updated, decider, { component, decision }));
  return updated;
}
