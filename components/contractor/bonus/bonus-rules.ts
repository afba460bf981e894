import { componentLockedReason, EDITABLE_COMPONENT_STATUSES, REFUSAL_REASONS } from "@/lib/domain";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/**
 * Why the bonus invoice cannot change now, or null when it can: the rule the server applies to
 * bonus files, in the transition table's words. Only to hide controls; the server decides.
 */
export function bonusLockedReason(timesheet: Pick<TimesheetDetail, "status" | "bonusStatus">): string | null {
  if (timesheet.status === "CLOSED") return REFUSAL_REASONS.timesheetClosed;
  if (timesheet.status === "SUBMITTED") return REFUSAL_REASONS.timesheetSubmitted;
  if (timesheet.status === "APPROVED") return REFUSAL_REASONS.timesheetApproved;
  if (!EDITABLE_COMPONENT_STATUSES.includes(timesheet.bonusStatus)) return componentLockedReason("BONUS", timesheet.bonusStatus);
  return null;
}
