/**
 * How much time one record can hold: a record in days at most one day, one in hours at most the
 * day's 24 hours. The request schema, the forms (through that schema) and the copy of last month's
 * records (which never passes the schema) all ask here.
 */
import { MAX_HOURS_PER_DAY } from "./day-hours";
import { Decimal } from "./money";
import type { TimeUnit } from "./reference";
import type { Refusal } from "@/lib/errors";

export const MAX_DAYS_PER_RECORD = 1;
export const MAX_HOURS_PER_RECORD = MAX_HOURS_PER_DAY;

/** Why the amount is more than one record of the unit holds; undefined when it fits or is no number at all. */
export function recordTimeBoundProblem(amount: string, unit: TimeUnit): Refusal | undefined {
  const value = Decimal.tryParse(amount.trim());
  if (value === undefined) return undefined;
  if (unit === "DAYS" && value.compare(String(MAX_DAYS_PER_RECORD)) > 0) return { key: "recordDaysMostMax", values: { max: MAX_DAYS_PER_RECORD } };
  if (unit === "HOURS" && value.compare(String(MAX_HOURS_PER_RECORD)) > 0) return { key: "recordHoursMostMax", values: { max: MAX_HOURS_PER_RECORD } };
  return undefined;
}
