import type { Component, ComponentStatus, ReviewDecision, TimesheetStatus } from "@/lib/domain/reference";
import { COMPONENT_LABELS, componentStatusList, type TimesheetStatuses } from "@/lib/domain/statuses";

/** "the fee", "the expenses", "the bonus": how a sentence names a component. */
export function componentNoun(component: Component): string {
  return `the ${COMPONENT_LABELS[component].toLowerCase()}`;
}

/** Why a component has no buttons, in the reviewer's terms rather than the transition table's. */
export function componentNote(status: ComponentStatus, timesheetStatus: TimesheetStatus): string {
  if (timesheetStatus === "CLOSED") return "This timesheet is closed; nothing is left to review.";
  switch (status) {
    case "APPROVED":
      return "Approved.";
    case "CONTESTED":
      return "Contested: waiting for the contractor to correct it and submit it again.";
    case "NOT_ELIGIBLE":
      return "Not part of this engagement.";
    case "NOT_SUBMITTED":
      return "Nothing was claimed for this month.";
    default:
      return "Not submitted for review yet.";
  }
}

/** What happens after the reviewer's decision, so nobody wonders whether to do more. */
export function nextStepMessage(component: Component, decision: ReviewDecision, after: TimesheetStatuses): string {
  const noun = componentNoun(component);
  if (decision === "CONTESTED") {
    return `You contested ${noun}. Your reason was sent to the contractor in the timesheet's messages; once they correct it and submit it again, you can review it with this same link.`;
  }
  const waiting = componentStatusList(after).filter((status) => status === "SUBMITTED").length;
  if (waiting > 0) return `You approved ${noun}. ${waiting === 1 ? "One more part" : `${waiting} more parts`} of this timesheet still wait for your decision below.`;
  if (after.status === "APPROVED") {
    return `You approved ${noun}. Nothing else is waiting for review: the timesheet is approved and goes to the administrators for settlement. You can close this page.`;
  }
  if (after.status === "CONTESTED") {
    return `You approved ${noun}. Another part of this timesheet is contested; the contractor will correct it and submit it again.`;
  }
  return `You approved ${noun}. Nothing else is waiting for your review right now.`;
}
