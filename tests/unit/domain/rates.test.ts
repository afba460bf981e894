import { describe, expect, it } from "vitest";
import { engagementCovers, findRate, noRateFoundMessage as noRateFoundMessageByKey } from "@/lib/domain/rates";
import { inEnglish } from "@/tests/support/in-english";

/** Its refusals in English: the specification's sentences. */
const noRateFoundMessage = (...args: Parameters<typeof noRateFoundMessageByKey>) => inEnglish(noRateFoundMessageByKey(...args));

const daily = { id: "daily-2026", frequency: "DAILY" as const };
const hourly = { id: "hourly-2026", frequency: "HOURLY" as const };
const dailyLater = { id: "daily-2027", frequency: "DAILY" as const };
const engagements = [
  { startDate: "2026-01-01", endDate: "2026-12-31", rates: [daily, hourly] },
  { startDate: "2027-01-01", endDate: null, rates: [dailyLater] },
];

describe("rates in force on a date", () => {
  it("covers the engagement's first and last day, and runs on without an end date", () => {
    expect(engagementCovers(engagements[0]!, "2026-01-01")).toBe(true);
    expect(engagementCovers(engagements[0]!, "2026-12-31")).toBe(true);
    expect(engagementCovers(engagements[0]!, "2025-12-31")).toBe(false);
    expect(engagementCovers(engagements[0]!, "2027-01-01")).toBe(false);
    expect(engagementCovers(engagements[1]!, "2099-06-30")).toBe(true);
  });

  it("finds the rate of the frequency whose engagement covers the date", () => {
    expect(findRate(engagements, "DAILY", "2026-12-31")).toBe(daily);
    expect(findRate(engagements, "DAILY", "2027-01-01")).toBe(dailyLater);
    expect(findRate(engagements, "HOURLY", "2026-06-01")).toBe(hourly);
    expect(findRate(engagements, "HOURLY", "2027-06-01")).toBeUndefined();
    expect(findRate(engagements, "MONTHLY", "2026-06-01")).toBeUndefined();
    expect(findRate([], "DAILY", "2026-06-01")).toBeUndefined();
  });

  it("says exactly 'No {frequency} rate found for date {date}' when there is none", () => {
    expect(noRateFoundMessage("DAILY", "2026-11-03")).toBe("No DAILY rate found for date 2026-11-03");
  });
});
