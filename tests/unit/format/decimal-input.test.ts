import { describe, expect, it } from "vitest";
import { parseDecimalInput } from "@/lib/format/decimal-input";

const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";

describe("parseDecimalInput: what a person types, as the API's canonical decimal", () => {
  it.each([
    ["1,5", "1.5"],
    ["1.234,56", "1234.56"],
    ["1.234.567,8", "1234567.8"],
    ["1234,56", "1234.56"],
    [`1 234,56`, "1234.56"],
    [`1${NBSP}234,56`, "1234.56"],
    [`1${NARROW_NBSP}234,56`, "1234.56"],
    ["  -12,50 ", "-12.50"],
    ["\u22121,5", "-1.5"],
    [",5", "0.5"],
    ["12,", "12"],
    ["007,5", "7.5"],
    ["0", "0"],
    ["-0,00", "0.00"],
    // The dot where a German reader writes a comma: a group always has three digits, so a single
    // dot with one or two digits after it (and no comma) can only be the decimal mark.
    ["1.5", "1.5"],
    ["12.75", "12.75"],
    ["1.234", "1234"],
    ["1.2.3", null],
    ["1,234.56", null],
    ["1,2,3", null],
    ["1.23,4", null],
    ["12345.678,9", null],
    ["abc", null],
    ["", null],
    ["-", null],
    [",", null],
    ["1e3", null],
    ["€ 12", null],
    ["+5", null],
  ] as const)("de-DE %j → %s", (text, canonical) => {
    expect(parseDecimalInput(text, "de-DE")).toBe(canonical);
  });

  it.each([
    ["1'234.56", "1234.56"],
    ["1\u2019234.56", "1234.56"],
    ["1'234'567", "1234567"],
    [`1 234.5`, "1234.5"],
    ["1234.56", "1234.56"],
    ["-1'234.5", "-1234.5"],
    // The comma groups nothing in Switzerland, so it can only be a decimal mark.
    ["1,5", "1.5"],
    ["0,125", "0.125"],
    ["1'23.5", null],
    ["1.234.5", null],
    ["1,2,3", null],
    ["1'234,56'", null],
  ] as const)("de-CH %j → %s", (text, canonical) => {
    expect(parseDecimalInput(text, "de-CH")).toBe(canonical);
  });

  it.each(["en-GB", "en-US"])("%s", (locale) => {
    expect(parseDecimalInput("1,234.56", locale)).toBe("1234.56");
    expect(parseDecimalInput("1234.56", locale)).toBe("1234.56");
    expect(parseDecimalInput("1,234,567", locale)).toBe("1234567");
    expect(parseDecimalInput(`1 234.5`, locale)).toBe("1234.5");
    expect(parseDecimalInput(`1${NBSP}234.5`, locale)).toBe("1234.5");
    expect(parseDecimalInput(".5", locale)).toBe("0.5");
    expect(parseDecimalInput("-7.25", locale)).toBe("-7.25");
    expect(parseDecimalInput("1.500", locale)).toBe("1.500");
    // A comma with one or two digits after it cannot be grouping: it is the decimal mark.
    expect(parseDecimalInput("1,5", locale)).toBe("1.5");
    expect(parseDecimalInput("1,500", locale)).toBe("1500");
    expect(parseDecimalInput("1.2.3", locale)).toBeNull();
    expect(parseDecimalInput("1,2,3", locale)).toBeNull();
    expect(parseDecimalInput("1.234,56", locale)).toBeNull();
    expect(parseDecimalInput("12,34,567", locale)).toBeNull();
    expect(parseDecimalInput("abc", locale)).toBeNull();
    expect(parseDecimalInput("1-2", locale)).toBeNull();
    expect(parseDecimalInput("--1", locale)).toBeNull();
  });

  it("takes the separators from Intl, so any locale reads its own formatted numbers back", () => {
    const value = 1234567.25;
    for (const locale of ["en-GB", "en-US", "de-DE", "de-CH", "fr-FR", "de-AT", "sv-SE", "en-IE"]) {
      const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value);
      expect([locale, parseDecimalInput(written, locale)]).toEqual([locale, "1234567.25"]);
    }
  });
});
