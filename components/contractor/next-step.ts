import type { TimesheetStatus } from "@/lib/domain/reference";

/** What a contractor does next with a timesheet in each status, in plain words. */
const NEXT_STEPS: Readonly<Record<TimesheetStatus, string>> = {
  CONTESTED: "A reviewer contested it. Read the reason, correct it and resubmit.",
  DUE: "The month is over. Settle it now, or say you didn't work that month.",
  IN_PROGRESS: "The month is running. Log your work as you go and settle it when the month ends.",
  SUBMITTED: "Submitted. The reviewer approves or contests it; nothing to do meanwhile.",
  APPROVED: "Approved. Nothing left to do for this month.",
  CLOSED: "Closed. Nothing left to do.",
  INITIALIZED: "This month has not begun yet. You can plan ahead (log work and expenses, or copy last month's records); prepare and settle it once the month begins.",
};

export function nextStepFor(status: TimesheetStatus): string {
  return NEXT_STEPS[status];
}
