import { can, isoDateInTimeZone, type Currency } from "@/lib/domain";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/** Today as the browser sees it; only used for defaults, never for a status. */
export function todayIso(): string {
  return isoDateInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The currency expenses are settled in: the rate currency of the engagement period covering the
 * billing month, else of the latest one (as the server picks it).
 */
export function settlementCurrency(timesheet: TimesheetDetail): Currency | null {
  const first = `${timesheet.billingPeriod.year}-${String(timesheet.billingPeriod.month).padStart(2, "0")}-01`;
  const last = `${first.slice(0, 8)}31`;
  const withRates = timesheet.engagements.filter((engagement) => engagement.rates.length > 0);
  const covering = withRates.filter((e) => e.startDate <= last && (e.endDate === null || e.endDate >= first));
  const byLatest = (list: typeof withRates) => [...list].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  const engagement = byLatest(covering) ?? byLatest(withRates);
  return engagement?.rates[0]?.currency ?? timesheet.expenseRecords[0]?.originalCurrency ?? null;
}

export type Editing = { ok: true } | { ok: false; reason: string };

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
