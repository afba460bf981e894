import type { IsoDate } from "@/lib/domain/dates";
import { exceedsDayHours, hoursLeftOn, hoursLoggedOn, MAX_HOURS_PER_DAY, type LoggedTime } from "@/lib/domain/day-hours";
import { Decimal } from "@/lib/domain/money";
import { formatDate } from "@/lib/format/date";

/** The screen's words for the two issues a user meets most (the record form and the edit row); every other message is the schema's own. */
export const PICK_A_DAY = "Pick at least one day in the calendar.";
export const DESCRIBE_THE_WORK = "Describe the work.";

/** Of the picked days, the one with the fewest hours left (lib/domain/day-hours): what typed hours must fit in. */
export function tightestDay(logged: readonly LoggedTime[], dates: readonly IsoDate[]): { date: IsoDate; left: string } | undefined {
  return dates.map((date) => ({ date, left: hoursLeftOn(logged, date) })).sort((a, b) => Decimal.parse(a.left).compare(b.left))[0];
}

/**
 * Hours that would take a picked day past 24 hours (lib/domain/day-hours, the rule the server
 * applies again under the timesheet's lock), naming the tightest day. Only for an amount the schema took.
 */
export function dayHoursProblem(logged: readonly LoggedTime[], dates: readonly IsoDate[], amount: string): string | undefined {
  const tightest = tightestDay(logged, dates);
  if (!tightest || !exceedsDayHours(hoursLoggedOn(logged, tightest.date), amount.trim())) return undefined;
  return `A day holds at most ${MAX_HOURS_PER_DAY} hours: ${tightest.left} h left on ${formatDate(tightest.date)}.`;
}
