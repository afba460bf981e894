import "server-only";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { addDays, daysBetween, type IsoDate } from "@/lib/domain/dates";
import type { NotificationType } from "@/lib/domain/reference";

export type ReminderType = Extract<NotificationType, "DUE_TIMESHEET_FIRST_REMINDER" | "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER">;

export interface DueReminder {
  type: ReminderType;
  /** The period that ended. */
  period: BillingPeriod;
  /** The reminder's own day: the dedupe key's day, whichever day of its week the cron ran. */
  dueOn: IsoDate;
}

/** A run missed on the reminder's day catches up during the following days, up to this many. */
export const REMINDER_CATCH_UP_DAYS = 6;

/**
 * Which reminder is due today, if any: the first reminder on the first day after a period ends
 * (the 1st of the next month), the second a week later (the 8th); a run on any of the six days
 * after either still sends it, keyed on its own day so it goes out once.
 */
export function dueReminder(today: IsoDate): DueReminder | null {
  const period = BillingPeriod.current(today).previous();
  const first = addDays(period.lastDay(), 1);
  const schedule: [ReminderType, IsoDate][] = [
    ["DUE_TIMESHEET_FIRST_REMINDER", first],
    ["DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", addDays(first, 7)],
  ];
  for (const [type, dueOn] of schedule) {
    const late = daysBetween(dueOn, today);
    if (late >= 0 && late <= REMINDER_CATCH_UP_DAYS) return { type, period, dueOn };
  }
  return null;
}
