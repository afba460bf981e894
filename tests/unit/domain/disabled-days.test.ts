import { describe, expect, it } from "vitest";
import { allowsOneRecordPerDay, isDayDisabled, type DisabledDaysRules } from "@/lib/domain/disabled-days";

// November 2026 starts on a Sunday.
const engagements = [
  { startDate: "2026-11-04", endDate: "2026-11-20", rates: [{ frequency: "DAILY" as const }, { frequency: "HOURLY" as const }] },
  { startDate: "2026-11-25", endDate: null, rates: [{ frequency: "MONTHLY" as const }] },
];

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

});
