import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, formatAmount, roundToMinorUnit, sumAmounts } from "@/lib/domain/money";

const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const centsText = (value: bigint) => Decimal.fromUnits(value, 2).toString();

describe("Decimal", () => {
  it("reads and writes decimal strings exactly", () => {
    expect(Decimal.parse("1234.50").toString()).toBe("1234.50");
    expect(Decimal.parse("-0.05").toString()).toBe("-0.05");
    expect(Decimal.parse("+7").toString()).toBe("7");
    expect(Decimal.parse(".5").toString()).toBe("0.5");
    expect(Decimal.parse("12.").toString()).toBe("12");
    expect(Decimal.parse("0001.10").toString()).toBe("1.10");
    expect(Decimal.parse("123456789012345678901234567890.123456789").toString()).toBe("123456789012345678901234567890.123456789");
  });

  it.each(["", ".", "-", "1e3", "1,5", " 1", "1.2.3", "NaN", "0x10"])("refuses %j", (text) => {
    expect(() => Decimal.parse(text)).toThrow(`Invalid decimal amount: '${text}'`);
  });

  it("adds where floats do not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(Decimal.parse("0.1").plus("0.2").toString()).toBe("0.3");
    expect(Decimal.parse("10.50").minus("0.75").toString()).toBe("9.75");
    expect(Decimal.parse("1.005").times("1000").toString()).toBe("1005.000");
    expect(Decimal.parse("19.99").times(3n).toString()).toBe("59.97");
  });

  it("compares, negates and takes the smaller", () => {
    expect(Decimal.parse("1.50").equals("1.5")).toBe(true);
    expect(Decimal.parse("1.49").compare("1.5")).toBe(-1);
    expect(Decimal.parse("2").compare("1.99")).toBe(1);
    expect(Decimal.parse("-3").negated().toString()).toBe("3");
    expect(Decimal.parse("3").min("2.5").toString()).toBe("2.5");
    expect(Decimal.parse("2").min("2.5").toString()).toBe("2");
    expect(Decimal.parse("0.00").isZero()).toBe(true);
    expect(Decimal.parse("-0.01").isNegative()).toBe(true);
    expect(Decimal.ZERO.isNegative()).toBe(false);
  });

  it("builds from units and refuses a negative scale", () => {
    expect(Decimal.fromUnits(1234n, 2).toString()).toBe("12.34");
    expect(Decimal.fromUnits(-5n, 3).toString()).toBe("-0.005");
    expect(() => Decimal.fromUnits(1n, -1)).toThrow("Invalid decimal scale: -1");
    expect(Decimal.of(Decimal.ZERO)).toBe(Decimal.ZERO);
  });

  it("pads to a number of decimals but never rounds silently", () => {
    expect(Decimal.parse("12.5").toFixed(2)).toBe("12.50");
    expect(Decimal.parse("12.5000").toFixed(2)).toBe("12.50");
    expect(Decimal.parse("-3").toFixed(0)).toBe("-3");
    expect(() => Decimal.parse("12.345").toFixed(2)).toThrow("12.345 has more than 2 decimals; round it first");
  });

  it("sums exactly, whatever the order", () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        const expected = values.reduce((total, value) => total + value, 0n);
        const texts = values.map(centsText);
        expect(Decimal.sum(texts).equals(Decimal.fromUnits(expected, 2))).toBe(true);
        expect(Decimal.sum([...texts].reverse()).equals(Decimal.sum(texts))).toBe(true);
        expect(sumAmounts(texts, "EUR")).toBe(Decimal.fromUnits(expected, 2).toFixed(2));
      }),
    );
  });

  it("undoes an addition with a subtraction", () => {
    fc.assert(
      fc.property(cents, fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (a, b) => {
        const x = Decimal.fromUnits(a, 2);
        const y = Decimal.fromUnits(b, 4);
        expect(x.plus(y).minus(y).equals(x)).toBe(true);
      }),
    );
  });
});

describe("rounding: the one place, half-up to the minor unit", () => {
  it.each([
    ["1.004", "1.00"],
    ["1.005", "1.01"],
    ["1.015", "1.02"],
    ["2.675", "2.68"],
    ["-1.005", "-1.01"],
    ["-1.004", "-1.00"],
    ["0.0049999", "0.00"],
    ["7", "7.00"],
  ])("rounds %s to %s in CHF", (value, rounded) => {
    expect(roundToMinorUnit(value, "CHF")).toBe(rounded);
  });

  it("uses each currency's minor unit", () => {
    for (const currency of ["USD", "EUR", "CHF", "SAR", "AED", "GBP"]) expect(roundToMinorUnit("10.125", currency)).toBe("10.13");
    expect(roundToMinorUnit("1234.5", "JPY")).toBe("1235");
    expect(roundToMinorUnit("1.2345", "KWD")).toBe("1.235");
  });

  it("divides and rounds in one step", () => {
    expect(roundToMinorUnit("10000", "EUR", 3n)).toBe("3333.33");
    expect(roundToMinorUnit("20000", "EUR", 3n)).toBe("6666.67");
    expect(roundToMinorUnit("0.05", "EUR", 2n)).toBe("0.03");
    expect(roundToMinorUnit("-0.05", "EUR", 2n)).toBe("-0.03");
    expect(() => roundToMinorUnit("1", "EUR", 0n)).toThrow("The divisor must be positive");
  });

  it("refuses a currency it does not know", () => {
    expect(() => roundToMinorUnit("1", "XYZ")).toThrow("Unknown currency: XYZ");
  });

  it("is never more than half a minor unit away from the exact value", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 1000n }), (units, divisor) => {
        const exact = Decimal.fromUnits(units, 4);
        const rounded = Decimal.parse(roundToMinorUnit(exact, "USD", divisor));
        const error = rounded.times(divisor).minus(exact);
        const halfCentTimesDivisor = Decimal.fromUnits(5n * divisor, 3);
        expect(error.compare(halfCentTimesDivisor)).toBeLessThanOrEqual(0);
        expect(error.negated().compare(halfCentTimesDivisor)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe("formatting amounts", () => {
  it("writes an amount with exactly the currency's decimals", () => {
    expect(formatAmount("1234.5", "USD")).toBe("1234.50");
    expect(formatAmount("1234", "GBP")).toBe("1234.00");
    expect(formatAmount("1234", "JPY")).toBe("1234");
  });

  it("sums amounts of one currency", () => {
    expect(sumAmounts(["0.10", "0.20"], "EUR")).toBe("0.30");
    expect(sumAmounts([], "EUR")).toBe("0.00");
  });
});

describe("normalized", () => {
  it("drops trailing fractional zeros only", () => {
    expect(Decimal.parse("500.00").normalized().toString()).toBe("500");
    expect(Decimal.parse("500.10").normalized().toString()).toBe("500.1");
    expect(Decimal.parse("500").normalized().toString()).toBe("500");
    expect(Decimal.parse("0.000").normalized().toString()).toBe("0");
  });
});
