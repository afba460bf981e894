import { describe, expect, it } from "vitest";
import { bulkSelectDates } from "@/lib/domain/bulk-selection";
import { addDays, weekdayIndex, type IsoDate } from "@/lib/domain/dates";

/** The seven dates, Sunday to Saturday, of the week that holds `date`: what a week row of the grid offers. */
const weekOf = (date: IsoDate): IsoDate[] => Array.from({ length: 7 }, (_, offset) => addDays(date, offset - weekdayIndex(date)));

const NOV = { month: 11, year: 2026 };
const weekend = (date: string) => ["2026-11-07", "2026-11-08", "2026-10-31", "2026-11-01"].includes(date);

describe("bulk date selection", () => {
  it("adds the in-month, enabled dates of a week", () => {
    // The week of 1 November 2026 runs from Sunday 1 to Saturday 7.
    const result = bulkSelectDates({ dates: weekOf("2026-11-04"), selected: [], frequency: "DAILY", period: NOV, isDisabled: weekend });
    expect(result).toEqual(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]);
  });

  it("leaves out dates outside the billing month", () => {
    const result = bulkSelectDates({ dates: weekOf("2026-11-30"), selected: [], frequency: "MONTHLY", period: NOV, isDisabled: () => false });
    expect(result).toEqual(["2026-11-29", "2026-11-30"]);
  });

  it("adds to a partial selection and keeps it sorted without repeats", () => {
    const result = bulkSelectDates({
      dates: ["2026-11-03", "2026-11-02"],
      selected: ["2026-11-20", "2026-11-03"],
      frequency: "DAILY",
      period: NOV,
      isDisabled: () => false,
    });
    expect(result).toEqual(["2026-11-02", "2026-11-03", "2026-11-20"]);
  });

  it("deselects them when all are already selected", () => {
    const result = bulkSelectDates({
      dates: weekOf("2026-11-04"),
      selected: ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-20"],
      frequency: "DAILY",
      period: NOV,
      isDisabled: weekend,
    });
    expect(result).toEqual(["2026-11-20"]);
  });

  it("gives nothing new for HOURLY with more than one date", () => {
    const selected = ["2026-11-10"];
    expect(bulkSelectDates({ dates: ["2026-11-02", "2026-11-03"], selected, frequency: "HOURLY", period: NOV, isDisabled: () => false })).toEqual(selected);
  });

  it("toggles a single HOURLY date", () => {
    const base = { frequency: "HOURLY" as const, period: NOV, isDisabled: () => false };
    expect(bulkSelectDates({ ...base, dates: ["2026-11-02"], selected: [] })).toEqual(["2026-11-02"]);
    expect(bulkSelectDates({ ...base, dates: ["2026-11-02"], selected: ["2026-11-02"] })).toEqual([]);
  });

  it("changes nothing when every asked date is disabled", () => {
    expect(bulkSelectDates({ dates: ["2026-11-07"], selected: ["2026-11-02"], frequency: "DAILY", period: NOV, isDisabled: weekend })).toEqual(["2026-11-02"]);
  });

});
