import { describe, expect, it } from "vitest";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { feeTotals } from "@/lib/domain/fees";
import { currencyFormat, excelDate } from "@/server/exports/cell-formats";
import { feeTable, type ExportFeeRecord } from "@/server/exports/fee-table";
import { asciiSlug, contentDisposition, contractorFileName, periodsFileName } from "@/server/exports/file-name";
import { safeText } from "@/server/exports/safe-text";

describe("safeText", () => {
  it.each(["=1+1", "+1", "-1", "@A1", "\tx", "\rx", '=HYPERLINK("x")'])("quotes %j", (text) => {
    expect(safeText(text)).toBe(`'${text}`);
  });

  it.each(["plain", " =1", "1-2", "", "'quoted", "e-mail@x"])("leaves %j alone", (text) => {
    expect(safeText(text)).toBe(text);
  });
});

describe("file names", () => {
  it("slugs a contractor's name to ASCII and keeps the UTF-8 spelling for filename*", () => {
    expect(asciiSlug("Zoë  Ångström-O'Brien", "x")).toBe("zoe-angstrom-o-brien");
    expect(asciiSlug("李雷", "contractor")).toBe("contractor");
    const name = contractorFileName("timesheet", "李雷", "2026-11");
    expect(contentDisposition(name)).toBe(
      `attachment; filename="timesheet-contractor-2026-11.xlsx"; filename*=UTF-8''timesheet-${encodeURIComponent("李雷")}-2026-11.xlsx`,
    );
    expect(contentDisposition({ ascii: "a\"b.xlsx", unicode: "it's (1).xlsx" })).toBe(
      `attachment; filename="a_b.xlsx"; filename*=UTF-8''it%27s%20%281%29.xlsx`,
    );
  });

  it("names a batch by its period or its range of periods", () => {
    expect(periodsFileName("timesheets", ["2026-10", "2026-10"]).ascii).toBe("timesheets-2026-10.xlsx");
    expect(periodsFileName("expenses", ["2026-10", "2025-12", "2026-03"]).ascii).toBe("expenses-2025-12-to-2026-10.xlsx");
  });
});

describe("cell formats", () => {
  it("writes dates at UTC midnight and currency formats with the minor unit", () => {
    expect(excelDate("2026-02-28").toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(currencyFormat("CHF")).toBe("[$CHF] #,##0.00");
  });
});

describe("feeTable", () => {
  const period = BillingPeriod.fromString("2026-11");
  const monthly = { id: "m", frequency: "MONTHLY" as const, amount: "42000.00", currency: "AED" };
  const hourly = { id: "h", frequency: "HOURLY" as const, amount: "33.33", currency: "EUR" };
  const record = (date: string, timeAmount: string, rate: ExportFeeRecord["rate"]): ExportFeeRecord => ({
    date,
    workSummary: "",
    counterPart: "",
    timeAmount,
    timeUnit: rate.frequency === "HOURLY" ? "HOURS" : "DAYS",
    rate,
  });

  it("gives each record what it adds to the domain's fee, so the lines add up exactly", () => {
    // November 2026 has 21 Monday-to-Friday days; 23 records: the last two pass the cap and add nothing.
    const days = Array.from({ length: 23 }, (_, i) => record(`2026-11-${String(i + 1).padStart(2, "0")}`, "1.00", monthly));
    const hours = ["0.25", "0.25", "0.25"].map((amount, i) => record(`2026-11-0${i + 1}`, amount, hourly));
    const context = { period, workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] as const };
    const table = feeTable([...days, ...hours], { ...context, workingDays: [...context.workingDays] });
    const fees = feeTotals([...days, ...hours], { ...context, workingDays: [...context.workingDays] });
    expect(table.fees).toEqual(fees);
    expect(table.days).toBe("23.00");
    expect(table.hours).toBe("0.75");
    const sum = (currency: string) =>
      table.lines.filter((l) => l.rate.currency === currency).reduce((total, l) => total + Math.round(Number(l.lineTotal) * 100), 0);
    for (const fee of fees) expect(sum(fee.currency)).toBe(Math.round(Number(fee.amount) * 100));
    expect(table.lines.slice(21, 23).map((l) => l.lineTotal)).toEqual(["0.00", "0.00"]);
    expect(table.lines[0]?.lineTotal).toBe("2000.00");
    // 0.25 h at 33.33 is 8.3325: rounded once per running total, the cents land where they add up.
    expect(table.lines.slice(23).map((l) => l.lineTotal)).toEqual(["8.33", "8.34", "8.33"]);
  });
});
