import { describe, expect, it } from "vitest";
import { formatExchangeRate, formatMoney, formatMoneyList, formatNumber } from "@/lib/format/money";

/**
 * What Node's ICU writes (Node 20.20, ICU 78.2, CLDR 48). Intl puts a no-break space (U+00A0)
 * between an amount and a symbol or code. de-CH groups with an apostrophe: ICU 78 writes the
 * ASCII one (U+0027, "CHF 1'234.56"), older ICUs wrote U+2019 ("CHF 1’234.56"), so the Swiss
 * expectations read both as ASCII. de-CH writes a minus between code and digits ("CHF-1'234.50")
 * and, like Swiss usage, shows euros by their code: "EUR 1'234.50".
 */
const NBSP = "\u00a0";
const swiss = (text: string) => text.replaceAll("\u2019", "'");

describe("money in en-GB, en-US, de-DE and de-CH", () => {
  it.each([
    ["EUR", "1234.5", ["€1,234.50", "€1,234.50", `1.234,50${NBSP}€`, `EUR${NBSP}1'234.50`]],
    ["EUR", "-1234.5", ["-€1,234.50", "-€1,234.50", `-1.234,50${NBSP}€`, "EUR-1'234.50"]],
    ["CHF", "1234.56", [`CHF${NBSP}1,234.56`, `CHF${NBSP}1,234.56`, `1.234,56${NBSP}CHF`, `CHF${NBSP}1'234.56`]],
    ["CHF", "-0.1", [`-CHF${NBSP}0.10`, `-CHF${NBSP}0.10`, `-0,10${NBSP}CHF`, "CHF-0.10"]],
    ["USD", "11900", ["$11,900.00", "$11,900.00", `11.900,00${NBSP}$`, `$${NBSP}11'900.00`]],
    ["USD", "-11900", ["-$11,900.00", "-$11,900.00", `-11.900,00${NBSP}$`, "$-11'900.00"]],
    // 0 minor units
    ["JPY", "12000", ["¥12,000", "¥12,000", `12.000${NBSP}¥`, `¥${NBSP}12'000`]],
    ["JPY", "-1234567", ["-¥1,234,567", "-¥1,234,567", `-1.234.567${NBSP}¥`, "¥-1'234'567"]],
    // 3 minor units
    ["KWD", "1234.5", [`KWD${NBSP}1,234.500`, `KWD${NBSP}1,234.500`, `1.234,500${NBSP}KWD`, `KWD${NBSP}1'234.500`]],
    ["BHD", "-0.005", [`-BHD${NBSP}0.005`, `-BHD${NBSP}0.005`, `-0,005${NBSP}BHD`, "BHD-0.005"]],
  ] as const)("%s %s", (currency, amount, [enGB, enUS, deDE, deCH]) => {
    expect(formatMoney(amount, currency, "en-GB")).toBe(enGB);
    expect(formatMoney(amount, currency, "en-US")).toBe(enUS);
    expect(formatMoney(amount, currency, "de-DE")).toBe(deDE);
    expect(swiss(formatMoney(amount, currency, "de-CH"))).toBe(deCH);
  });

  it("writes the issue's examples", () => {
    expect(formatMoney("1234.56", "EUR", "de-DE")).toBe(`1.234,56${NBSP}€`);
    expect(swiss(formatMoney("1234.56", "CHF", "de-CH"))).toBe(`CHF${NBSP}1'234.56`);
  });

  it("keeps every digit of the decimal string, far beyond a float's precision", () => {
    expect(formatMoney("123456789012345678.91", "EUR", "de-DE")).toBe(`123.456.789.012.345.678,91${NBSP}€`);
    expect(formatMoney("9007199254740993", "JPY", "en-GB")).toBe("¥9,007,199,254,740,993");
  });

  it("formats in en-GB without a locale, as it always has", () => {
    expect(formatMoney("11900", "EUR")).toBe("€11,900.00");
    expect(formatMoney("11900", "USD")).toBe("$11,900.00");
    expect(formatMoney("12000", "JPY")).toBe("¥12,000");
    expect(formatMoney("0.1", "CHF")).toBe(`CHF${NBSP}0.10`);
  });

  it("keeps en-GB's US$ where the bare $ would be another currency's", () => {
    expect(formatMoney("5", "USD", "en-CA")).toBe("US$5.00");
    expect(formatMoney("5", "CAD", "en-CA")).toBe("$5.00");
    expect(formatMoney("5", "CAD", "en-GB")).toBe("CA$5.00");
  });

  it("lists several currencies in the locale", () => {
    const amounts = [
      { amount: "11900", currency: "EUR" },
      { amount: "0.1", currency: "CHF" },
    ];
    expect(formatMoneyList(amounts)).toBe(`€11,900.00 · CHF${NBSP}0.10`);
    expect(formatMoneyList(amounts, "de-DE")).toBe(`11.900,00${NBSP}€ · 0,10${NBSP}CHF`);
    expect(formatMoneyList([], "de-DE")).toBe("—");
  });
});

describe("exchange rates and plain numbers", () => {
  it("write rates with the locale's decimal mark, at least 4 decimals and no grouping", () => {
    expect(["1", "1.05", "0.93871234", "17000.5"].map((rate) => formatExchangeRate(rate, "de-DE"))).toEqual(["1,0000", "1,0500", "0,93871234", "17000,5000"]);
    expect(["1", "17000.5"].map((rate) => formatExchangeRate(rate, "de-CH"))).toEqual(["1.0000", "17000.5000"]);
    expect(formatExchangeRate("3.6725", "en-US")).toBe("3.6725");
    expect(formatExchangeRate("17000.5")).toBe("17000.5000");
    // What `rates.map(formatExchangeRate)` passes as a second argument is an index, not a locale.
    expect(["1.05", "17000.5"].map(formatExchangeRate)).toEqual(["1.0500", "17000.5000"]);
  });

  it("write hours and other decimals with every decimal they have, unless told otherwise", () => {
    expect(formatNumber("1.5", "de-DE")).toBe("1,5");
    expect(formatNumber("1.5", "en-GB")).toBe("1.5");
    expect(formatNumber("1.5")).toBe("1.5");
    expect(formatNumber("1234.5", "de-DE")).toBe("1.234,5");
    expect(swiss(formatNumber("1234.5", "de-CH"))).toBe("1'234.5");
    expect(formatNumber("1234.5", "en-US")).toBe("1,234.5");
    expect(formatNumber("-0.125", "de-DE")).toBe("-0,125");
    expect(formatNumber("8.00", "de-DE")).toBe("8");
    expect(formatNumber("8", "de-DE", { minimumFractionDigits: 2 })).toBe("8,00");
    expect(formatNumber("7.125", "en-GB", { maximumFractionDigits: 2 })).toBe("7.13");
    expect(formatNumber("0.12345678901234567891", "en-GB")).toBe("0.12345678901234567891");
    expect(formatNumber("lots", "de-DE")).toBe("lots");
  });
});
