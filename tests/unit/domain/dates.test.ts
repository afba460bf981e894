import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  eachDayOfMonth,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  isoDateInTimeZone,
  parseIsoDate,
  weekdayIndex,
  weekdayOf,
} from "@/lib/domain/dates";

const anyDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => formatIsoDate(year, month, Math.min(day, daysInMonth(year, month))));

describe("leap years and month lengths", () => {
  it.each([
    [2024, true],
    [2026, false],
    [1900, false],
    [2000, true],
    [2100, false],
  ])("isLeapYear(%i) is %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it("gives February 29 days in leap years only", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("refuses a month that does not exist", () => {
    expect(() => daysInMonth(2026, 13)).toThrow("Invalid month: 13");
    expect(() => daysInMonth(2026, 0)).toThrow("Invalid month: 0");
  });
});

describe("yyyy-MM-dd validation", () => {
  it.each(["2026-11-03", "2024-02-29", "0001-01-01", "9999-12-31"])("accepts %s", (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each(["2026-02-29", "2026-13-01", "2026-00-10", "2026-11-00", "2026-11-31", "2026-1-03", "03/11/2026", "", "2026-11-03T00:00:00Z"])(
    "rejects %s",
    (text) => {
      expect(isIsoDate(text)).toBe(false);
    },
  );

  it("rejects values that are not strings", () => {
    expect(isIsoDate(20261103)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it("parses a date into numbers and names the bad input otherwise", () => {
    expect(parseIsoDate("2026-11-03")).toEqual({ year: 2026, month: 11, day: 3 });
    expect(() => parseIsoDate("2026-02-30")).toThrow("Invalid date: '2026-02-30' (expected yyyy-MM-dd)");
  });

  it("pads years, months and days when writing", () => {
    expect(formatIsoDate(33, 1, 5)).toBe("0033-01-05");
  });
});

describe("day arithmetic", () => {
  it("crosses month ends, leap days and year ends", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("is not moved by daylight-saving changes", () => {
    // Europe and the US change clocks on these weekends; whole days stay whole.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(daysBetween("2026-03-01", "2026-04-01")).toBe(31);
    expect(daysBetween("2026-11-01", "2026-10-01")).toBe(-31);
  });

  it("handles years below 100 without the Date.UTC two-digit trap", () => {
    expect(addDays("0050-12-31", 1)).toBe("0051-01-01");
    // 2000 Gregorian years are five 400-year cycles of 146097 days, a whole number of weeks.
    expect(daysBetween("0050-01-01", "2050-01-01")).toBe(5 * 146_097);
    expect(weekdayOf("0050-01-01")).toBe("SATURDAY");
  });

  it("compares dates in calendar order", () => {
    expect(compareIsoDates("2026-11-03", "2026-11-04")).toBe(-1);
    expect(compareIsoDates("2026-11-04", "2026-11-03")).toBe(1);
    expect(compareIsoDates("2026-11-03", "2026-11-03")).toBe(0);
  });

  it("adds and subtracts as inverse operations", () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -2000, max: 2000 }), (date, days) => {
        expect(addDays(addDays(date, days), -days)).toBe(date);
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });
});

describe("weekdays and weeks", () => {
  it("knows the weekday of a date", () => {
    expect(weekdayOf("2026-11-01")).toBe("SUNDAY");
    expect(weekdayOf("2026-11-03")).toBe("TUESDAY");
    expect(weekdayOf("1970-01-01")).toBe("THURSDAY");
    expect(weekdayOf("1969-12-31")).toBe("WEDNESDAY");
    expect(weekdayIndex("2026-11-07")).toBe(6);
  });

  it("agrees with the JavaScript calendar for any date", () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const { year, month, day } = parseIsoDate(date);
        expect(weekdayIndex(date)).toBe(new Date(Date.UTC(year, month - 1, day)).getUTCDay());
      }),
    );
  });

  it("lists every day of a month", () => {
    expect(eachDayOfMonth(2024, 2)).toHaveLength(29);
    expect(eachDayOfMonth(2026, 11)[0]).toBe("2026-11-01");
    expect(eachDayOfMonth(2026, 11).at(-1)).toBe("2026-11-30");
  });
});

describe("today in the business time zone", () => {
  it("takes the calendar date of an instant in a given zone", () => {
    const instant = new Date("2026-11-30T23:30:00Z");
    expect(isoDateInTimeZone(instant)).toBe("2026-11-30");
    expect(isoDateInTimeZone(instant, "Europe/Zurich")).toBe("2026-12-01");
    expect(isoDateInTimeZone(instant, "America/New_York")).toBe("2026-11-30");
  });
});
