import { describe, expect, it } from "vitest";
import { dayHoursMessage as dayHoursMessageByKey, exceedsDayHours, hoursLeftOn, hoursLoggedOn, MAX_HOURS_PER_DAY, type LoggedTime } from "@/lib/domain/day-hours";
import { inEnglish } from "@/tests/support/in-english";

/** Its refusals in English: the specification's sentences. */
const dayHoursMessage = (...args: Parameters<typeof dayHoursMessageByKey>) => inEnglish(dayHoursMessageByKey(...args));

const records: LoggedTime[] = [
  { id: "a", date: "2026-11-02", timeAmount: "8", timeUnit: "HOURS" },
  { id: "b", date: "2026-11-02", timeAmount: "7.5", timeUnit: "HOURS" },
  { date: "2026-11-02", timeAmount: "1", timeUnit: "DAYS" },
  { id: "c", date: "2026-11-03", timeAmount: "24", timeUnit: "HOURS" },
  { date: "2026-11-04", timeAmount: "20", timeUnit: "HOURS" },
  { date: "2026-11-04", timeAmount: "10", timeUnit: "HOURS" },
];

describe("hours of a day", () => {
  it("sums the HOURS records of the date exactly, leaving out the ones being edited", () => {
    expect(MAX_HOURS_PER_DAY).toBe(24);
    expect(hoursLoggedOn(records, "2026-11-02").toString()).toBe("15.5");
    expect(hoursLoggedOn(records, "2026-11-02", ["a"]).toString()).toBe("7.5");
    expect(hoursLoggedOn(records, "2026-11-05").isZero()).toBe(true);
  });

  it("says how many hours are left, never below zero", () => {
    expect(hoursLeftOn(records, "2026-11-02")).toBe("8.5");
    expect(hoursLeftOn(records, "2026-11-03")).toBe("0");
    expect(hoursLeftOn(records, "2026-11-03", ["c"])).toBe("24");
    expect(hoursLeftOn(records, "2026-11-04")).toBe("0");
  });

  it("refuses what would pass 24 hours, and takes exactly 24", () => {
    expect(exceedsDayHours("15.5", "8.5")).toBe(false);
    expect(exceedsDayHours("15.5", "8.51")).toBe(true);
    expect(exceedsDayHours(hoursLoggedOn(records, "2026-11-03"), "0.01")).toBe(true);
    expect(dayHoursMessage("2026-11-02", "8.5")).toBe("2026-11-02 would have more than 24 hours; 8.5 h left on that day.");
  });
});
