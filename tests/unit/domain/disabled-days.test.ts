import { describe, expect, it } from "vitest";
import { allowsOneRecordPerDay, disabledDaysIn, isDayDisabled, type DisabledDaysRules } from "@/lib/domain/disabled-days";

// November 2026 starts on a Sunday.
const engagements = [
  { startDate: "2026-11-04", endDate: "2026-11-20", rates: [{ frequency: "DAILY" as const }, { frequency: "HOURLY" as const }] },
  { startDate: "2026-11-25", endDate: null, rates: [{ frequency: "MONTHLY" as const }] },
];
const NOV = { month: 11, year: 2026 };

describe("disabled days of the date picker", () => {
  it("disables days outside any engagement with a rate of the chosen frequency", () => {
    const rules: DisabledDaysRules = { frequency: "DAILY", engagements };
    expect(isDayDisabled("2026-11-03", rules)).toBe(true);
    expect(isDayDisabled("2026-11-04", rules)).toBe(false);
    expect(isDayDisabled("2026-11-20", rules)).toBe(false);
    expect(isDayDisabled("2026-11-21", rules)).toBe(true);
    expect(isDayDisabled("2026-11-26", rules)).toBe(true);
    expect(isDayDisabled("2026-11-26", { ...rules, frequency: "MONTHLY" })).toBe(false);
  });

  it("disables days off when the contractor's work days are used", () => {
    const rules: DisabledDaysRules = { frequency: "HOURLY", engagements, workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"] };
    expect(isDayDisabled("2026-11-05", rules)).toBe(false);
    expect(isDayDisabled("2026-11-06", rules)).toBe(true);
    expect(isDayDisabled("2026-11-08", rules)).toBe(true);
  });

  it("ignores work days that are not set", () => {
    expect(isDayDisabled("2026-11-08", { frequency: "HOURLY", engagements, workingDays: [] })).toBe(false);
    expect(isDayDisabled("2026-11-08", { frequency: "HOURLY", engagements, workingDays: null })).toBe(false);
  });

  it("disables recorded days for DAILY and MONTHLY rates, not for HOURLY", () => {
    const recordedDates = ["2026-11-10", "2026-11-26"];
    expect(isDayDisabled("2026-11-10", { frequency: "DAILY", engagements, recordedDates })).toBe(true);
    expect(isDayDisabled("2026-11-26", { frequency: "MONTHLY", engagements, recordedDates })).toBe(true);
    expect(isDayDisabled("2026-11-10", { frequency: "HOURLY", engagements, recordedDates })).toBe(false);
    expect(allowsOneRecordPerDay("HOURLY")).toBe(false);
    expect(allowsOneRecordPerDay("DAILY")).toBe(true);
    expect(allowsOneRecordPerDay("MONTHLY")).toBe(true);
  });

  it("lists the disabled days of a billing period", () => {
    const disabled = disabledDaysIn(NOV, {
      frequency: "DAILY",
      engagements,
      workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
      recordedDates: ["2026-11-09"],
    });
    const enabled = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`).filter((d) => !disabled.includes(d));
    expect(enabled).toEqual([
      "2026-11-04", "2026-11-05", "2026-11-06",
      "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13",
      "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20",
    ]);
  });
});
