import type { useTranslations } from "next-intl";
import type { IsoDate } from "@/lib/domain/dates";
import { exceedsDayHours, hoursLeftOn, hoursLoggedOn, MAX_HOURS_PER_DAY, type LoggedTime } from "@/lib/domain/day-hours";
import { Decimal } from "@/lib/domain/money";
import type { Formats } from "@/lib/format/formats";

/** What useTranslations("contractor.fee") returns. */
export type FeeWords = ReturnType<typeof useTranslations<"contractor.fee">>;

/** Of the picked days, the one with the fewest hours left (lib/domain/day-hours): what typed hours must fit in. */
export function tightestDay(logged: readonly LoggedTime[], dates: readonly IsoDate[]): { date: IsoDate; left: string } | undefined {
  return dates.map((date) => ({ date, left: hoursLeftOn(logged, date) })).sort((a, b) => Decimal.parse(a.left).compare(b.left))[0];
}

/**
 * Hours that would take a picked day past 24 hours (lib/domain/day-hours, the rule the server
 * applies again under the timesheet's lock), naming the tightest day. Only for an amount the schema
 * took (the canonical decimal the form sends).
 */
export function dayHoursProblem(t: FeeWords, format: Formats, logged: readonly LoggedTime[], dates: readonly IsoDate[], amount: string): string | undefined {
  const tightest = tightestDay(logged, dates);
  if (!tightest || !exceedsDayHours(hoursLoggedOn(logged, tightest.date), amount.trim())) return undefined;
  return t("dayHours", { max: MAX_HOURS_PER_DAY, left: format.number(tightest.left), date: format.date(tightest.date) });
}
