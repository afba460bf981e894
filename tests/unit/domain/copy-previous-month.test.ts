import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { copyFromPreviousMonth as copyFromPreviousMonthByKey, mapToNextMonth, MAX_WEEKDAY_OFFSET, type CopyableRecord } from "@/lib/domain/copy-previous-month";
import { inEnglish } from "@/tests/support/in-english";
import { daysBetween, daysInMonth, formatIsoDate, weekdayOf } from "@/lib/domain/dates";

/** Its refusals in English: the specification's sentences. */
const copyFromPreviousMonth = (...args: Parameters<typeof copyFromPreviousMonthByKey>) => inEnglish(copyFromPreviousMonthByKey(...args));

type Rate = { id: string; frequency: "DAILY" | "HOURLY" | "MONTHLY" };
type Row = CopyableRecord & { id: string; workSummary: string; timeAmount: string; rate: Rate | null };

const dailyOld: Rate = { id: "daily-old", frequency: "DAILY" };
const dailyNew: Rate = { id: "daily-new", frequency: "DAILY" };
const hourly: Rate = { id: "hourly", frequency: "HOURLY" };
const engagements = [
  { startDate: "2026-01-01", endDate: "2026-10-31", rates: [dailyOld, hourly] },
  { startDate: "2026-11-01", endDate: "2026-11-25", rates: [dailyNew, hourly] },
];
const NOV = { month: 11, year: 2026 };

let nextId = 0;
function row(date: string, timeUnit: "DAYS" | "HOURS" = "DAYS", rate: Rate | null = timeUnit === "DAYS" ? dailyOld : hourly): Row {
  nextId += 1;
  return { id: `r${nextId}`, date, timeUnit, rate, workSummary: `work of ${date}`, timeAmount: timeUnit === "DAYS" ? "1" : "7.5" };
}

describe("mapping a date to the next month", () => {
  it("keeps the weekday, nearest to the same day of the month", () => {
    // October 2026 has 31 days, so each date moves back three days in November.
    expect(mapToNextMonth("2026-10-05")).toBe("2026-11-02");
    expect(weekdayOf("2026-10-05")).toBe(weekdayOf("2026-11-02"));
    expect(mapToNextMonth("2026-10-31")).toBe("2026-11-28");
    expect(mapToNextMonth("2026-10-04")).toBe("2026-11-01");
  });

  it("falls before the next month for the first days of a long month", () => {
    expect(mapToNextMonth("2026-10-01")).toBe("2026-10-29");
    expect(mapToNextMonth("2026-10-03")).toBe("2026-10-31");
  });

  it("keeps the same day when the month has 28 days", () => {
    expect(mapToNextMonth("2026-02-01")).toBe("2026-03-01");
    expect(mapToNextMonth("2026-02-28")).toBe("2026-03-28");
  });

  it("handles month ends, leap years and the year boundary", () => {
    expect(mapToNextMonth("2026-01-31")).toBe("2026-02-28");
    expect(mapToNextMonth("2024-01-31")).toBe("2024-02-28");
    expect(mapToNextMonth("2024-01-30")).toBe("2024-02-27");
    expect(mapToNextMonth("2024-02-29")).toBe("2024-03-28");
    expect(mapToNextMonth("2026-12-31")).toBe("2027-01-28");
    expect(mapToNextMonth("2026-12-07")).toBe("2027-01-04");
    expect(mapToNextMonth("2026-12-01")).toBe("2026-12-29");
  });

  it("keeps the weekday and never moves more than three days from the same day, for any date", () => {
    const anyDate = fc
      .record({ year: fc.integer({ min: 1901, max: 2199 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .map(({ year, month, day }) => formatIsoDate(year, month, Math.min(day, daysInMonth(year, month))));
    fc.assert(
      fc.property(anyDate, (date) => {
        const mapped = mapToNextMonth(date);
        const next = BillingPeriod.fromDate(date).next();
        const [, , day] = date.split("-").map(Number) as [number, number, number];
        const sameDay = formatIsoDate(next.year, next.month, Math.min(day, daysInMonth(next.year, next.month)));
        expect(weekdayOf(mapped)).toBe(weekdayOf(date));
        expect(Math.abs(daysBetween(sameDay, mapped))).toBeLessThanOrEqual(MAX_WEEKDAY_OFFSET);
        expect(MAX_WEEKDAY_OFFSET).toBeLessThan(7);
      }),
    );
  });
});

describe("copy from the previous month", () => {
  it("copies records to the mapped dates with the rate in force there, without their ids", () => {
    const source = row("2026-10-05");
    const { records, dropped } = copyFromPreviousMonth({ records: [source], period: NOV, engagements });
    expect(dropped).toEqual([]);
    expect(records).toEqual([{ date: "2026-11-02", timeUnit: "DAYS", rate: dailyNew, workSummary: "work of 2026-10-05", timeAmount: "1" }]);
  });

  it("skips duplicate DAYS records on the same date but keeps several HOURS records", () => {
    const first = row("2026-10-06");
    const second = row("2026-10-06");
    const hoursA = row("2026-10-07", "HOURS");
    const hoursB = row("2026-10-07", "HOURS");
    const { records, dropped } = copyFromPreviousMonth({ records: [first, second, hoursA, hoursB], period: NOV, engagements });
    expect(records.map((r) => [r.date, r.timeUnit])).toEqual([
      ["2026-11-03", "DAYS"],
      ["2026-11-04", "HOURS"],
      ["2026-11-04", "HOURS"],
    ]);
    expect(dropped).toEqual([
      {
        record: second,
        reason: "DUPLICATE_DAY",
        message: "The record of 2026-10-06 would move to 2026-11-03, which already has a record in days.",
      },
    ]);
  });

  it("does not double a day the month already has", () => {
    const source = row("2026-10-06");
    const { records, dropped } = copyFromPreviousMonth({
      records: [source],
      period: NOV,
      engagements,
      existingRecords: [{ date: "2026-11-03", timeUnit: "DAYS" }, { date: "2026-11-04", timeUnit: "HOURS" }],
    });
    expect(records).toEqual([]);
    expect(dropped[0]?.reason).toBe("DUPLICATE_DAY");
  });

  it("drops records that would fall outside the next month", () => {
    const early = row("2026-10-01");
    const { records, dropped } = copyFromPreviousMonth({ records: [early], period: NOV, engagements });
    expect(records).toEqual([]);
    expect(dropped).toEqual([
      { record: early, reason: "OUTSIDE_MONTH", message: "The record of 2026-10-01 would move to 2026-10-29, outside November 2026." },
    ]);
  });

  it("drops records of another month than the previous one", () => {
    const { dropped } = copyFromPreviousMonth({ records: [row("2026-09-15")], period: NOV, engagements });
    expect(dropped[0]?.reason).toBe("OUTSIDE_MONTH");
  });

  it("drops records without a rate", () => {
    const rateless = row("2026-10-05", "DAYS", null);
    const { dropped } = copyFromPreviousMonth({ records: [rateless], period: NOV, engagements });
    expect(dropped).toEqual([{ record: rateless, reason: "NO_RATE", message: "The record of 2026-10-05 has no rate." }]);
  });

  it("drops records with no rate of their frequency on the new date, saying 'No {frequency} rate found for date {date}'", () => {
    const late = row("2026-10-30");
    const { records, dropped } = copyFromPreviousMonth({ records: [late], period: NOV, engagements });
    expect(records).toEqual([]);
    expect(dropped).toEqual([{ record: late, reason: "NO_RATE_AT_DATE", message: "No DAILY rate found for date 2026-11-27" }]);
  });

  it("keeps the weekday and never leaves the next month, for any records", () => {
    const octoberDay = fc.integer({ min: 1, max: 31 }).map((day) => formatIsoDate(2026, 10, day));
    const anyRow = fc.record({ date: octoberDay, hours: fc.boolean() }).map(({ date, hours }) => row(date, hours ? "HOURS" : "DAYS"));
    const wide = [{ startDate: "2026-01-01", endDate: null, rates: [dailyNew, hourly] }];
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 40 }), (rows) => {
        const { records, dropped } = copyFromPreviousMonth({ records: rows, period: NOV, engagements: wide });
        expect(records.length + dropped.length).toBe(rows.length);
        for (const copied of records) expect(BillingPeriod.from(NOV).contains(copied.date)).toBe(true);
        const sources = rows.filter((r) => !dropped.some((d) => d.record === r));
        sources.forEach((source, index) => expect(weekdayOf(records[index]!.date)).toBe(weekdayOf(source.date)));
        const days = records.filter((r) => r.timeUnit === "DAYS").map((r) => r.date);
        expect(new Set(days).size).toBe(days.length);
      }),
    );
  });
});
