import { describe, expect, it } from "vitest";
import { COUNTRIES, COUNTRY_OPTIONS, countryByCode, isCountryCode } from "@/lib/domain/countries";
import { isCurrencyCode } from "@/lib/domain/currencies";

describe("country table", () => {
  const entries = Object.entries(COUNTRIES);

  it("has every ISO 3166-1 country, keyed by its two-letter code", () => {
    expect(entries.length).toBe(249);
    for (const [code] of entries) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("gives name, currency, symbol, date format and numeric code", () => {
    expect(COUNTRIES.CH).toEqual({ countryName: "Switzerland", currency: "CHF", symbol: "CHF", dateFormat: "dd.MM.yyyy", numericCode: "756" });
    expect(COUNTRIES.US).toEqual({ countryName: "United States", currency: "USD", symbol: "$", dateFormat: "MM/dd/yyyy", numericCode: "840" });
    expect(COUNTRIES.GB).toMatchObject({ countryName: "United Kingdom", currency: "GBP", symbol: "£", dateFormat: "dd/MM/yyyy", numericCode: "826" });
    expect(COUNTRIES.SA).toMatchObject({ countryName: "Saudi Arabia", currency: "SAR", numericCode: "682" });
    expect(COUNTRIES.AE).toMatchObject({ countryName: "United Arab Emirates", currency: "AED", numericCode: "784" });
    expect(COUNTRIES.DE).toMatchObject({ currency: "EUR", symbol: "€", dateFormat: "dd.MM.yyyy", numericCode: "276" });
  });

  it("uses listed currencies and three-digit numeric codes, each code once", () => {
    for (const [, entry] of entries) {
      expect(entry.numericCode).toMatch(/^\d{3}$/);
      if (entry.currency !== null) expect(isCurrencyCode(entry.currency)).toBe(true);
    }
    expect(new Set(entries.map(([, entry]) => entry.numericCode)).size).toBe(entries.length);
  });

  it("leaves Antarctica without a currency", () => {
    expect(COUNTRIES.AQ).toEqual({ countryName: "Antarctica", currency: null, symbol: null, numericCode: "010" });
  });

  it("has date formats made of day, month and year", () => {
    for (const [, entry] of entries) {
      const format: string | undefined = "dateFormat" in entry ? entry.dateFormat : undefined;
      if (format === undefined) continue;
      expect(format).toContain("dd");
      expect(format).toContain("MM");
      expect(format).toContain("yyyy");
    }
  });

  it("looks countries up by code in any case", () => {
    expect(countryByCode("ch")?.countryName).toBe("Switzerland");
    expect(countryByCode("CH")?.currency).toBe("CHF");
    expect(countryByCode("XX")).toBeUndefined();
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("toString")).toBe(false);
  });

  it("offers the countries sorted by name for the selector", () => {
    expect(COUNTRY_OPTIONS).toHaveLength(249);
    expect(COUNTRY_OPTIONS[0]).toEqual({ code: "AF", name: "Afghanistan" });
    const names = COUNTRY_OPTIONS.map((option) => option.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
  });
});
