import { can, isoDateInTimeZone } from "@/lib/domain";
import type { Refusal } from "@/lib/errors";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/** Today as the browser sees it; only used for defaults, never for a status. */
export function todayIso(): string {
  return isoDateInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export type Editing = { ok: true } | { ok: false; reason: Refusal };

/**
 * Whether the contractor may add or change expenses now, with the transition table's words when
 * not. Only to hide buttons: the server decides every request.
 */
export function expenseEditing(timesheet: TimesheetDetail): Editing {
  const decision = can("createExpense", {
    actor: "SUBCONTRACTOR",
    timesheet: { ...timesheet, billingPeriod: timesheet.billingPeriod },
    today: todayIso(),
  });
  return decision.ok ? { ok: true } : { ok: false, reason: decision.reason };
}
