import "server-only";
import { readFileSync, statSync } from "node:fs";
import { env } from "@/env";
import { isoDateInTimeZone, type IsoDate } from "@/lib/domain/dates";

// On globalThis so every bundle of the served process reads one clock.
const holder = globalThis as unknown as { __settleClock?: { at: Date | null; file?: { mtimeMs: number; at: Date | null } } };
const clock = (holder.__settleClock ??= { at: null });

/**
 * The clock a test set: in process (setClock, for the month simulator and integration tests), or
 * for a served process the ISO timestamp in the file SETTLE_CLOCK_FILE names (the browser specs
 * move it to the 1st and the 8th). Never in production: there the clock is the machine's.
 */
function testClock(): Date | null {
  if (clock.at) return clock.at;
  const file = process.env.SETTLE_CLOCK_FILE;
  if (!file || env.NEXT_PUBLIC_ENV === "production") return null;
  try {
    const { mtimeMs } = statSync(file);
    if (clock.file?.mtimeMs !== mtimeMs) {
      const at = new Date(readFileSync(file, "utf8").trim());
      clock.file = { mtimeMs, at: Number.isNaN(at.getTime()) ? null : at };
    }
    return clock.file.at;
  } catch {
    return null;
  }
}

/** Now, for business decisions (what day it is); timestamps of rows stay the database's now(). */
export function currentTime(): Date {
  return testClock() ?? new Date();
}

/** Today in the business time zone: the only "today" the domain core ever receives. */
export function businessToday(now: Date = currentTime()): IsoDate {
  return isoDateInTimeZone(now, env.BUSINESS_TIME_ZONE);
}

/** @internal Tests only: fixes the business clock at a moment, or gives it back to the machine (null). */
export function setClock(at: Date | null): void {
  clock.at = at;
}
