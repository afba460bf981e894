import { describe, expect, it } from "vitest";
import { CURRENCY_CODES } from "@/lib/domain/currency-codes";
import { currencyMinorUnits, currencyName, isCurrencyCode, isSettlementCurrency } from "@/lib/domain/currencies";
import { CURRENCIES } from "@/lib/domain/reference";

describe("currency code list", () => {
  it("has about 160 ISO 4217 codes, sorted and unique", () => {
    expect(CURRENCY_CODES.length).toBeGreaterThanOrEqual(150);
    expect(CURRENCY_CODES.length).toBeLessThanOrEqual(170);
    const codes = CURRENCY_CODES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const entry of CURRENCY_CODES) {
      expect(entry.code).toMatch(/^[A-Z]{3}$/);
      expect(entry.name.length).toBeGreaterThan(0);
      expect([0, 2, 3]).toContain(entry.minorUnits);
    }
  });

  it("contains the settlement currencies of the spec", () => {
    for (const code of CURRENCIES) expect(isCurrencyCode(code)).toBe(true);
    expect(isCurrencyCode("XAU")).toBe(false);
  });
});

describe("currency lookups", () => {
  it("gives two decimals to every settlement currency", () => {
    for (const code of CURRENCIES) expect(currencyMinorUnits(code)).toBe(2);
    expect(isSettlementCurrency("USD")).toBe(true);
    expect(isSettlementCurrency("JPY")).toBe(false);
  });

  it("gives other currencies their ISO 4217 minor unit", () => {
    expect(currencyMinorUnits("JPY")).toBe(0);
    expect(currencyMinorUnits("KWD")).toBe(3);
    expect(currencyMinorUnits("INR")).toBe(2);
    expect(() => currencyMinorUnits("ABC")).toThrow("Unknown currency: ABC");
  });

  it("gives names", () => {
    expect(currencyName("CHF")).toBe("Swiss Franc");
    expect(currencyName("SAR")).toBe("Saudi Riyal");
    expect(currencyName("ABC")).toBeUndefined();
  });
});
