import { describe, expect, it } from "vitest";
import { CHOOSE_A_CATEGORY, CHOOSE_A_CURRENCY, CHOOSE_A_DATE, checkExpense, convertedAmount } from "@/components/contractor/expenses/expense-checks";
import { toInput, type ExpenseFormValues } from "@/components/contractor/expenses/expense-form-values";
import { BillingPeriod } from "@/lib/domain";
import { upsertExpenseRecordInput } from "@/lib/schemas/expense-records";

const TIMESHEET_ID = "11111111-1111-4111-8111-111111111111";
const period = BillingPeriod.from({ month: 11, year: 2026 });
const typed = (patch: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({
  date: "2026-11-04",
  category: "GROUND_TRANSPORTATION",
  details: "  Taxi from the airport  ",
  amount: "64,50",
  currency: "CHF",
  exchangeRate: "1.0412",
  ...patch,
});
const check = (patch: Partial<ExpenseFormValues> = {}) => checkExpense(typed(patch), period, TIMESHEET_ID);

describe("checkExpense", () => {
  it("gives the body the route parses, as the schema outputs it", () => {
    expect(check()).toEqual({
      body: {
        timesheetId: TIMESHEET_ID,
        date: "2026-11-04",
        category: "GROUND_TRANSPORTATION",
        details: "Taxi from the airport",
        amountInExpenseCurrency: "64.50",
        expenseCurrency: "CHF",
        exchangeRate: "1.0412",
      },
      errors: {},
      other: [],
    });
  });

  it("refuses what the route's schema refuses, and nothing else", () => {
    const cases: Partial<ExpenseFormValues>[] = [
      {},
      { amount: "0" },
      { amount: "1500.5", currency: "JPY" },
      { amount: "1.2345" },
      { amount: "12.345", currency: "BHD" },
      { exchangeRate: "0.123456789" },
      { exchangeRate: "2000000" },
      { currency: "XYZ" },
      { details: "x".repeat(2001) },
      { date: "" },
    ];
    for (const patch of cases) {
      const schemaTakesIt = upsertExpenseRecordInput.safeParse(toInput(typed(patch), TIMESHEET_ID)).success;
      expect(check(patch).body !== null, JSON.stringify(patch)).toBe(schemaTakesIt);
    }
  });

  it("says what to do where the schema speaks to API clients, and keeps the schema's words elsewhere", () => {
    expect(check({ date: "" }).errors.date).toBe(CHOOSE_A_DATE);
    expect(check({ currency: "XYZ" }).errors.currency).toBe(CHOOSE_A_CURRENCY);
    expect(check({ amount: "1500.5", currency: "JPY" }).errors.amount).toBe("Enter the amount paid in whole JPY, e.g. 6450.");
    expect(check({ amount: "64.505" }).errors.amount).toBe("Enter the amount paid, e.g. 64.50 (at most 2 decimals).");
    expect(check({ amount: "sixty" }).errors.amount).toBe("Enter the amount paid, e.g. 64.50 (at most 2 decimals).");
    expect(check({ amount: "0" }).errors.amount).toBe("Amount in expense currency must be greater than zero.");
    expect(check({ exchangeRate: "" }).errors.exchangeRate).toBe("Exchange rate must be a positive number with at most 8 decimals.");
    expect(check({ details: "x".repeat(2001) }).errors.details).toBe("Details must be at most 2000 characters.");
  });

  it("judges the amount even before a category is chosen", () => {
    const { body, errors } = check({ category: "", amount: "1500.5", currency: "JPY" });
    expect(body).toBeNull();
    expect(errors).toEqual({ category: CHOOSE_A_CATEGORY, amount: "Enter the amount paid in whole JPY, e.g. 6450." });
  });

  it("keeps the date in the billing period, as the service does", () => {
    expect(check({ date: "2026-12-01" }).errors).toEqual({ date: "The date must be in the billing period (November 2026)." });
  });
});

describe("convertedAmount", () => {
  it("converts once the schema takes the amount, the currency and the rate, whatever else is missing", () => {
    const values = typed({ category: "", date: "" });
    expect(convertedAmount(checkExpense(values, period, TIMESHEET_ID), values, "EUR")).toBe("67.16");
    for (const patch of [{ amount: "" }, { exchangeRate: "" }, { currency: "XYZ" }, { amount: "1500.5", currency: "JPY" }]) {
      const next = typed(patch);
      expect(convertedAmount(checkExpense(next, period, TIMESHEET_ID), next, "EUR"), JSON.stringify(patch)).toBeNull();
    }
  });
});
