import { describe, expect, it } from "vitest";
import { Decimal } from "@/lib/domain/money";
import { MAX_DAYS_PER_RECORD, MAX_HOURS_PER_RECORD, recordTimeBoundProblem as recordTimeBoundProblemByKey } from "@/lib/domain/record-time";
import { inEnglish } from "@/tests/support/in-english";
import { timesheetRecordInput } from "@/lib/schemas/timesheet-records";

/** Its refusals in English: the specification's sentences. */
const recordTimeBoundProblem = (...args: Parameters<typeof recordTimeBoundProblemByKey>) => inEnglish(recordTimeBoundProblemByKey(...args));

describe("recordTimeBoundProblem", () => {
  it("holds a record in days to one day and one in hours to the day's 24 hours", () => {
    expect(MAX_DAYS_PER_RECORD).toBe(1);
    expect(MAX_HOURS_PER_RECORD).toBe(24);
    expect(recordTimeBoundProblem("1", "DAYS")).toBeUndefined();
    expect(recordTimeBoundProblem("0.5", "DAYS")).toBeUndefined();
    expect(recordTimeBoundProblem("1.01", "DAYS")).toBe("A record in days is at most 1 day.");
    expect(recordTimeBoundProblem("24", "HOURS")).toBeUndefined();
    expect(recordTimeBoundProblem(" 24.5 ", "HOURS")).toBe("A record in hours is at most 24 hours.");
    expect(recordTimeBoundProblem("8", "DAYS")).toBe("A record in days is at most 1 day.");
  });

  it("leaves text that is no number to the format rule", () => {
    expect(recordTimeBoundProblem("", "DAYS")).toBeUndefined();
    expect(recordTimeBoundProblem("two", "HOURS")).toBeUndefined();
    expect(recordTimeBoundProblem(".", "DAYS")).toBeUndefined();
  });
});

describe("Decimal.tryParse", () => {
  it("reads a decimal and gives undefined for anything else", () => {
    expect(Decimal.tryParse("1.50")?.toString()).toBe("1.50");
    expect(Decimal.tryParse("-2")?.toString()).toBe("-2");
    expect(Decimal.tryParse("1,5")).toBeUndefined();
    expect(Decimal.tryParse("")).toBeUndefined();
  });
});

describe("the record schema asks the same rule", () => {
  const record = { date: "2026-03-02", frequency: "DAILY", workSummary: "Work", timeUnit: "DAYS" } as const;

  it("refuses more than one day on timeAmount, with the domain's words", () => {
    const result = timesheetRecordInput.safeParse({ ...record, timeAmount: "1.5" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["timeAmount"], message: "A record in days is at most 1 day." })]);
  });

  it("takes one day, and hours up to 24", () => {
    expect(timesheetRecordInput.safeParse({ ...record, timeAmount: "1" }).success).toBe(true);
    expect(timesheetRecordInput.safeParse({ ...record, frequency: "HOURLY", timeUnit: "HOURS", timeAmount: "24" }).success).toBe(true);
  });
});
