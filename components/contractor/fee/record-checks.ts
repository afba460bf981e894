import type { z } from "zod";
import type { IsoDate } from "@/lib/domain/dates";
import { exceedsDayHours, hoursLeftOn, hoursLoggedOn, MAX_HOURS_PER_DAY, type LoggedTime } from "@/lib/domain/day-hours";
import { Decimal } from "@/lib/domain/money";
import { formatDate } from "@/lib/format/date";
import { timesheetRecordInput } from "@/lib/schemas/timesheet-records";

/** What the edit row shows beside its fields; `other` is anything else the schema refused. */
export type RecordProblems = { workSummary?: string; counterPart?: string; timeAmount?: string; other?: string };

/** The screen's words for the two issues a user meets most (the record form and the edit row); every other message is the schema's own. */
export const PICK_A_DAY = "Pick at least one day in the calendar.";
export const DESCRIBE_THE_WORK = "Describe the work.";

type Issue = z.core.$ZodIssue;

/** Puts an issue of one record (its path starting at the record) on the field it names. */
function place(problems: RecordProblems, issue: Issue, path: readonly PropertyKey[]): void {
  const [field] = path;
  if (field === "workSummary") problems.workSummary ??= issue.code === "too_small" ? DESCRIBE_THE_WORK : issue.message;
  else if (field === "timeAmount") problems.timeAmount ??= issue.message;
  else if (field === "counterPart") problems.counterPart ??= issue.message;
  else problems.other ??= issue.message;
}

/** One record as an update sends it, judged by the schema each record of the body is parsed with. */
export function recordProblems(record: z.input<typeof timesheetRecordInput>): RecordProblems {
  const result = timesheetRecordInput.safeParse(record);
  const problems: RecordProblems = {};
  if (!result.success) for (const issue of result.error.issues) place(problems, issue, issue.path);
  return problems;
}

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
