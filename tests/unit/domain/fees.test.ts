import { describe, expect, it } from "vitest";
import { Decimal } from "@/lib/domain/money";
import {
  contractorWorkingDaysIn,
  DEFAULT_WORKING_DAYS,
  exchangeRateProblem as exchangeRateProblemByKey,
  expenseAmount,
  feeLines,
  recordAmounts,
  feeTotals,
  totalsByCurrency,
  type FeeRate,
  type FeeRecord,
} from "@/lib/domain/fees";
import { inEnglish } from "@/tests/support/in-english";

/** Its refusal in English: the specification's sentence. */
const exchangeRateProblem = (...args: Parameters<typeof exchangeRateProblemByKey>) => inEnglish(exchangeRateProblemByKey(...args));

const NOV = { month: 11, year: 2026 };
const hourly: FeeRate = { id: "h", frequency: "HOURLY", amount: "120.00", currency: "CHF" };
const daily: FeeRate = { id: "d", frequency: "DAILY", amount: "850.00", currency: "EUR" };
const monthly: FeeRate = { id: "m", frequency: "MONTHLY", amount: "10000.00", currency: "USD" };
const record = (date: string, timeAmount: string, rate: FeeRate | null, timeUnit: "HOURS" | "DAYS" = rate?.frequency === "HOURLY" ? "HOURS" : "DAYS"): FeeRecord => ({
  date,
  timeAmount,
  timeUnit,
  rate,
});

describe("working days in a month", () => {
  it("counts the days of the month on the contractor's work days", () => {
    // November 2026: 30 days starting on a Sunday, so 21 weekdays Monday to Friday.
    expect(contractorWorkingDaysIn(NOV, ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"])).toBe(21);
    expect(contractorWorkingDaysIn(NOV, ["SUNDAY"])).toBe(5);
    expect(contractorWorkingDaysIn({ month: 2, year: 2024 }, ["THURSDAY"])).toBe(5);
    expect(contractorWorkingDaysIn({ month: 2, year: 2026 }, ["THURSDAY"])).toBe(4);
  });

  it("takes Monday to Friday when no work days are set", () => {
    expect(DEFAULT_WORKING_DAYS).toEqual(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"]);
    expect(contractorWorkingDaysIn(NOV)).toBe(21);
    expect(contractorWorkingDaysIn(NOV, [])).toBe(21);
    expect(contractorWorkingDaysIn(NOV, null)).toBe(21);
  });
});

describe("fee lines", () => {
  it("is hours times rate for HOURLY", () => {
    const lines = feeLines([record("2026-11-02", "7.5", hourly), record("2026-11-03", "8.25", hourly)], { period: NOV });
    expect(lines).toEqual([{ rate: hourly, quantity: "15.75", amount: "1890.00", currency: "CHF" }]);
  });

  it("is days times rate for DAILY, half days included", () => {
    const lines = feeLines([record("2026-11-02", "1", daily), record("2026-11-03", "0.5", daily)], { period: NOV });
    expect(lines).toEqual([{ rate: daily, quantity: "1.5", amount: "1275.00", currency: "EUR" }]);
  });

  it("pro-rates MONTHLY by days worked over working days, rounding once", () => {
    const days = Array.from({ length: 7 }, (_, i) => record(`2026-11-${String(i + 2).padStart(2, "0")}`, "1", monthly));
    // 10000 × 7 / 21 = 3333.333… → 3333.33
    expect(feeLines(days, { period: NOV })).toEqual([{ rate: monthly, quantity: "7", amount: "3333.33", currency: "USD" }]);
    // With Sunday to Thursday work weeks November 2026 has 22 working days: 10000 × 7 / 22 = 3181.818… → 3181.82
    const sundayToThursday = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"] as const;
    expect(feeLines(days, { period: NOV, workingDays: sundayToThursday })[0]?.amount).toBe("3181.82");
  });

  it("caps MONTHLY at the full amount", () => {
    const days = Array.from({ length: 25 }, (_, i) => record(`2026-11-${String(i + 1).padStart(2, "0")}`, "1", monthly));
    expect(feeLines(days, { period: NOV })[0]).toEqual({ rate: monthly, quantity: "25", amount: "10000.00", currency: "USD" });
    const exactlyAll = days.slice(0, 21);
    expect(feeLines(exactlyAll, { period: NOV })[0]?.amount).toBe("10000.00");
  });

  it("keeps one line per rate, grouping rates without an id by their terms", () => {
    const a = { frequency: "DAILY", amount: "500", currency: "EUR" } as const;
    const sameTerms = { frequency: "DAILY", amount: "500.00", currency: "EUR" } as const;
    const lines = feeLines([record("2026-11-02", "1", a), record("2026-11-03", "1", sameTerms), record("2026-11-04", "2", hourly)], { period: NOV });
    expect(lines.map((line) => [line.quantity, line.amount, line.currency])).toEqual([
      ["2", "1000.00", "EUR"],
      ["2", "240.00", "CHF"],
    ]);
  });

  it("refuses a record without a rate, or in the wrong time unit", () => {
    expect(() => feeLines([record("2026-11-02", "1", null, "DAYS")], { period: NOV })).toThrow("The record of 2026-11-02 has no rate.");
    expect(() => feeLines([record("2026-11-02", "8", hourly, "DAYS")], { period: NOV })).toThrow(
      "The record of 2026-11-02 is in DAYS but its rate is HOURLY.",
    );
    expect(() => feeLines([record("2026-11-02", "8", daily, "HOURS")], { period: NOV })).toThrow(
      "The record of 2026-11-02 is in HOURS but its rate is DAILY.",
    );
  });

  it("is empty without records", () => {
    expect(feeLines([], { period: NOV })).toEqual([]);
    expect(feeTotals([], { period: NOV })).toEqual([]);
  });
});

describe("totals", () => {
  it("sums fee lines per currency", () => {
    const records = [record("2026-11-02", "8", hourly), record("2026-11-03", "1", daily), record("2026-11-04", "0.5", daily)];
    expect(feeTotals(records, { period: NOV })).toEqual([
      { currency: "CHF", amount: "960.00" },
      { currency: "EUR", amount: "1275.00" },
    ]);
  });

  it("totals are exact sums of rounded lines", () => {
    expect(totalsByCurrency([{ amount: "0.10", currency: "EUR" }, { amount: "0.20", currency: "EUR" }, { amount: "5", currency: "USD" }])).toEqual([
      { currency: "EUR", amount: "0.30" },
      { currency: "USD", amount: "5.00" },
    ]);
  });

});

describe("expense amount", () => {
  it("is the amount paid times the exchange rate, rounded once half-up", () => {
    expect(expenseAmount({ amountInExpenseCurrency: "100.00", exchangeRate: "0.9345" }, "CHF")).toBe("93.45");
    expect(expenseAmount({ amountInExpenseCurrency: "10.10", exchangeRate: "1.05" }, "EUR")).toBe("10.61");
    expect(expenseAmount({ amountInExpenseCurrency: "333.33", exchangeRate: "3.6725" }, "AED")).toBe("1224.15");
    expect(expenseAmount({ amountInExpenseCurrency: "15000", exchangeRate: "0.0063" }, "USD")).toBe("94.50");
  });
});

describe("exchange rate", () => {
  it("is exactly 1 when the expense was paid in the settlement currency", () => {
    expect(exchangeRateProblem({ expenseCurrency: "EUR", exchangeRate: "1" }, "EUR")).toBeUndefined();
    expect(exchangeRateProblem({ expenseCurrency: "EUR", exchangeRate: "1.00000000" }, "EUR")).toBeUndefined();
    expect(exchangeRateProblem({ expenseCurrency: "EUR", exchangeRate: "2" }, "EUR")).toBe("The exchange rate from EUR to EUR is exactly 1.");
    expect(exchangeRateProblem({ expenseCurrency: "EUR", exchangeRate: "0.99" }, "EUR")).toBe("The exchange rate from EUR to EUR is exactly 1.");
  });

  it("is positive between two currencies", () => {
    expect(exchangeRateProblem({ expenseCurrency: "USD", exchangeRate: "0.9345" }, "EUR")).toBeUndefined();
    expect(exchangeRateProblem({ expenseCurrency: "USD", exchangeRate: "0" }, "EUR")).toBe("The exchange rate must be greater than 0.");
  });
});

describe("record amounts", () => {
  const days = (count: number, rate: FeeRate) =>
    Array.from({ length: count }, (_, index) => record(`2026-11-${String(index + 2).padStart(2, "0")}`, "1", rate));
  const sum = (amounts: (string | null)[]) => Decimal.sum(amounts.map((amount) => amount ?? "0")).toFixed(2);

  it("allocates a MONTHLY month so that the records add up exactly to the line", () => {
    // 10,000.00 over 21 working days is 476.190476… a day: 14 × 476.19 would be 6,666.66, not the line's 6,666.67.
    const records = days(14, monthly);
    const amounts = recordAmounts(records, { period: NOV });
    expect(feeLines(records, { period: NOV })[0]?.amount).toBe("6666.67");
    expect(sum(amounts)).toBe("6666.67");
    expect(new Set(amounts)).toEqual(new Set(["476.19", "476.20"]));
  });

  it("adds nothing for MONTHLY days past the month's working days", () => {
    const amounts = recordAmounts(days(22, monthly), { period: NOV });
    expect(sum(amounts)).toBe("10000.00");
    expect(amounts.at(-1)).toBe("0.00");
  });

  it("keeps each rate's records apart, prices HOURLY and DAILY records on their own, and leaves unpriceable records null", () => {
    const amounts = recordAmounts(
      [record("2026-11-02", "7.5", hourly), record("2026-11-02", "1", daily), record("2026-11-03", "1", null, "DAYS"), record("2026-11-03", "8", hourly, "DAYS")],
      { period: NOV },
    );
    expect(amounts).toEqual(["900.00", "850.00", null, null]);
  });
});
