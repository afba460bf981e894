import "server-only";
import { env } from "@/env";
import { isoDateInTimeZone, type IsoDate } from "@/lib/domain/dates";

/** Today in the business time zone: the only "today" the domain core ever receives. */
export function businessToday(now: Date = new Date()): IsoDate {
  return isoDateInTimeZone(now, env.BUSINESS_TIME_ZONE);
}
