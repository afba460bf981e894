/**
 * Which timesheet the contractor sees first, which ones are listed at all, what the admin
 * dashboard shows, when an engagement disappears, and what the submit button says (spec point 4).
 */
import { BillingPeriod, toBillingPeriod, type BillingPeriodInput } from "./billing-period";
import { daysBetween, type IsoDate } from "./dates";
import type { TimesheetStatus } from "./reference";

/** Status values come from the server, so an unknown one must not break a list. */
export type PeriodTimesheet = { status: TimesheetStatus | string; billingPeriod: BillingPeriodInput };

/** Days after its end date before a fully approved engagement is hidden (spec point 9). */
export const ENGAGEMENT_HIDDEN_AFTER_DAYS = 60;
/** INITIALIZED timesheets are listed up to this many periods ahead (spec point 9). */
export const INITIALIZED_VISIBLE_PERIODS_AHEAD = 1;
/** The dashboard shows settled timesheets up to this many periods back (spec point 9). */
export const DASHBOARD_PERIODS_BACK = 2;
/** Statuses the dashboard shows whatever their period: someone has to act on them. */
export const DASHBOARD_ALWAYS_SHOWN: readonly TimesheetStatus[] = ["DUE", "CONTESTED", "SUBMITTED"];

const DEFAULT_CHOICE_ORDER: readonly TimesheetStatus[] = ["CONTESTED", "DUE", "IN_PROGRESS", "SUBMITTED", "APPROVED"];

function byPeriod<T extends PeriodTimesheet>(a: T, b: T): number {
  return BillingPeriod.compare(a.billingPeriod, b.billingPeriod);
}

function earliest<T extends PeriodTimesheet>(timesheets: readonly T[]): T | undefined {
  return [...timesheets].sort(byPeriod)[0];
}

/**
 * The first status with a match among CONTESTED, DUE, IN_PROGRESS, SUBMITTED, APPROVED wins,
 * earliest period first (latest for APPROVED: the most recent settlement); else the earliest.
 */
export function defaultTimesheet<T extends PeriodTimesheet>(timesheets: readonly T[]): T | undefined {
  for (const status of DEFAULT_CHOICE_ORDER) {
    const matches = timesheets.filter((timesheet) => timesheet.status === status).sort(byPeriod);
    const choice = status === "APPROVED" ? matches.at(-1) : matches[0];
    if (choice) return choice;
  }
  return earliest(timesheets);
}

/** INITIALIZED timesheets only up to one period ahead; when nothing is left, the earliest alone. */
export function visibleTimesheets<T extends PeriodTimesheet>(timesheets: readonly T[], today: IsoDate): T[] {
  const visible = timesheets.filter(
    (timesheet) =>
      timesheet.status !== "INITIALIZED" ||
      toBillingPeriod(timesheet.billingPeriod).isAtMostNPeriodsAhead(INITIALIZED_VISIBLE_PERIODS_AHEAD, today),
  );
  if (visible.length > 0) return visible;
  const first = earliest(timesheets);
  return first ? [first] : [];
}

export type EngagementForHiding = { endDate: IsoDate | null; timesheets: readonly { status: TimesheetStatus | string }[] };

/**
 * Hidden 60 or more days after its end date when every timesheet is approved. A CLOSED
 * timesheet was approved before it was closed, so it counts as approved too.
 */
export function isEngagementHidden(engagement: EngagementForHiding, today: IsoDate): boolean {
  if (engagement.endDate === null) return false;
  if (daysBetween(engagement.endDate, today) < ENGAGEMENT_HIDDEN_AFTER_DAYS) return false;
  return engagement.timesheets.every((timesheet) => timesheet.status === "APPROVED" || timesheet.status === "CLOSED");
}

/**
 * Which of the submit button's wordings applies: "I didn't work in {period}" when there is
 * nothing to settle, "Resubmit {period}" after a contest, otherwise "Settle {period}". The one
 * rule for both the API's `submitButtonText` (English, below) and the contractor's screen, which
 * words the same choice in the person's language (contractor.actions.submitText.<wording>).
 */
type SubmitButtonWording = "didntWork" | "resubmit" | "settle";

export function submitButtonWording(status: TimesheetStatus | string, hasRecords: boolean): SubmitButtonWording {
  if ((status === "DUE" || status === "IN_PROGRESS") && !hasRecords) return "didntWork";
  if (status === "CONTESTED") return "resubmit";
  return "settle";
}

/** The spec's texts, word for word. */
const SUBMIT_BUTTON_TEXTS: Record<SubmitButtonWording, (period: string) => string> = {
  didntWork: (period) => `I didn't work in ${period}`,
  resubmit: (period) => `Resubmit ${period}`,
  settle: (period) => `Settle ${period}`,
};

/** 'Settle {period}', "I didn't work in {period}" when there is nothing to settle, 'Resubmit {period}' after a contest. */
export function submitButtonText(
  status: TimesheetStatus | string,
  period: BillingPeriodInput,
  hasRecords: boolean,
): string {
  return SUBMIT_BUTTON_TEXTS[submitButtonWording(status, hasRecords)](toBillingPeriod(period).name);
}
