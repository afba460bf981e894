import { describe, expect, it } from "vitest";
import { isVatExchangeRateKey, readVatExchangeRate, vatExchangeRateKey, vatInAccountingCurrency } from "@/lib/domain/vat-currency";
import { configurationEntryIssue } from "@/lib/schemas/configurations";

describe("the VAT in the seller's accounting currency (BT-111)", () => {
  it("is the VAT total times the rate, rounded half-up once to the accounting currency", () => {
    expect(vatInAccountingCurrency("100.00", "1.0412", "EUR")).toBe("104.12");
    expect(vatInAccountingCurrency("0.05", "0.5", "CHF")).toBe("0.03");
    expect(vatInAccountingCurrency("2404.35", "0.93456789", "EUR")).toBe("2247.03");
  });

  it("reads rates as text above zero with at most 8 decimals", () => {
    expect(readVatExchangeRate({ rate: "0.9412" })).toEqual({ ok: true, rate: "0.9412" });
    for (const bad of [{ rate: 0.94 }, { rate: "0" }, { rate: "-1" }, { rate: "1.123456789" }, "0.94", null, []]) expect(readVatExchangeRate(bad).ok).toBe(false);
  });

  it("checks the entry's key and value when it is written", () => {
    expect(vatExchangeRateKey("CHF", "EUR")).toBe("invoices.vatExchangeRate.CHF.EUR");
    expect(isVatExchangeRateKey("invoices.taxRate.DE")).toBeNull();
    expect(configurationEntryIssue("invoices.vatExchangeRate.CHF.EUR", { rate: "1.04" })).toBeNull();
    expect(configurationEntryIssue("invoices.vatExchangeRate.CHF.XXX", { rate: "1.04" })?.path).toBe("id");
    expect(configurationEntryIssue("invoices.vatExchangeRate.EUR.EUR", { rate: "1" })?.path).toBe("id");
    expect(configurationEntryIssue("invoices.vatExchangeRate.CHF.EUR", { rate: 1.04 })?.path).toBe("value");
  });
});
