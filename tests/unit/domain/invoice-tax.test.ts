import { describe, expect, it } from "vitest";
import {
  DEFAULT_TAX_LABEL,
  INVOICE_TAX_KEY,
  TAX_RULE_PROBLEM,
  isTaxRuleKey,
  readTaxRule,
  taxRateOverview,
  taxRuleKeys,
} from "@/lib/domain/invoice-tax";

describe("taxRuleKeys / isTaxRuleKey", () => {
  it("asks for the contractor's country first, then the rule for everyone", () => {
    expect(taxRuleKeys("de")).toEqual(["invoices.taxRate.DE", INVOICE_TAX_KEY]);
    expect(taxRuleKeys(null)).toEqual([INVOICE_TAX_KEY]);
  });

  it("recognises the keys and names the country part", () => {
    expect(isTaxRuleKey("invoices.taxRate")).toEqual({ country: null });
    expect(isTaxRuleKey("invoices.taxRate.CH")).toEqual({ country: "CH" });
    expect(isTaxRuleKey("invoices.taxRateX")).toBeNull();
    expect(isTaxRuleKey("invoices.requiredToPrepare")).toBeNull();
  });
});

describe("readTaxRule", () => {
  it("reads a percent text, labelled VAT when no label is given, without trailing zeros", () => {
    expect(readTaxRule({ rate: "19" })).toEqual({ ok: true, rule: { label: DEFAULT_TAX_LABEL, rate: "19" } });
    expect(readTaxRule({ rate: "7.70" })).toEqual({ ok: true, rule: { label: "VAT", rate: "7.7" } });
    expect(readTaxRule({ rate: "0" })).toEqual({ ok: true, rule: { label: "VAT", rate: "0" } });
    expect(readTaxRule({ rate: "100.0000" })).toEqual({ ok: true, rule: { label: "VAT", rate: "100" } });
  });

  it("reads an object with a rate and a label", () => {
    expect(readTaxRule({ rate: "8.1", label: " MWST " })).toEqual({ ok: true, rule: { label: "MWST", rate: "8.1" } });
  });

  it.each([
    ["bare text", "19"],
    ["a number rate (a float)", { rate: 19 }],
    ["above 100", { rate: "100.01" }],
    ["negative", { rate: "-5" }],
    ["five decimals", { rate: "7.12345" }],
    ["a comma", { rate: "7,5" }],
    ["empty text", { rate: "" }],
    ["null", null],
    ["a list", ["19"]],
    ["an object without a rate", { label: "VAT" }],
    ["an empty label", { rate: "19", label: "  " }],
    ["a label that is not text", { rate: "19", label: 7 }],
    ["a label of 41 characters", { rate: "19", label: "x".repeat(41) }],
    ["an unknown field", { rate: "19", label: "VAT", country: "DE" }],
  ])("refuses %s", (_, value) => {
    expect(readTaxRule(value)).toEqual({ ok: false, problem: TAX_RULE_PROBLEM });
  });
});

describe("taxRateOverview (Settings' VAT rates)", () => {
  const rule = (rate: string, label = DEFAULT_TAX_LABEL) => ({ rate, label });

  it("gives each country its own entry, else the general one, as generation picks them", () => {
    const entries = [
      { key: INVOICE_TAX_KEY, value: { rate: "19.0" } },
      { key: "invoices.taxRate.CH", value: { rate: "8.1", label: "MWST" } },
      { key: "reminders.firstReminderDay", value: 3 },
    ];
    expect(taxRateOverview(entries, ["de", "CH"])).toEqual({
      general: { state: "GENERAL", key: INVOICE_TAX_KEY, rule: rule("19") },
      countries: [
        { country: "CH", countryKey: "invoices.taxRate.CH", source: { state: "COUNTRY", key: "invoices.taxRate.CH", rule: rule("8.1", "MWST") } },
        { country: "DE", countryKey: "invoices.taxRate.DE", source: { state: "GENERAL", key: INVOICE_TAX_KEY, rule: rule("19") } },
      ],
    });
  });

  it("says none where nothing is set, lists a configured country no one bills from, and tells an invalid value apart", () => {
    const overview = taxRateOverview([{ key: "invoices.taxRate.AT", value: 20 }], ["FR"]);
    expect(overview.general).toEqual({ state: "NONE" });
    expect(overview.countries).toEqual([
      { country: "AT", countryKey: "invoices.taxRate.AT", source: { state: "INVALID", key: "invoices.taxRate.AT" } },
      { country: "FR", countryKey: "invoices.taxRate.FR", source: { state: "NONE" } },
    ]);
  });
});
