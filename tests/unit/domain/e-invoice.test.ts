import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eInvoiceLine, eInvoiceTotals } from "@/lib/domain/e-invoice";
import { Decimal, roundToMinorUnit } from "@/lib/domain/money";

const cents = fc.bigInt({ min: 0n, max: 10n ** 9n }).map((units) => Decimal.fromUnits(units, 2).toString());
const rate = fc.constantFrom("0", "19", "7.7", "8.1", "20", "5.5", "25", "16");

describe("e-invoice lines", () => {
  it("keep quantity and price when they multiply to the amount; otherwise become one lump sum (C62)", () => {
    expect(eInvoiceLine({ name: "Daily rate", description: null, quantity: "10", unit: "DAY", unitPrice: "850.00", amount: "8500.00" }, 0, "EUR")).toMatchObject({
      id: "1",
      quantity: "10",
      unit: "DAY",
      unitPrice: "850",
      amount: "8500.00",
    });
    // A prorated month: 14 of 22 working days of 10,000.00 is 6363.64, not 14 × anything exact.
    expect(eInvoiceLine({ name: "Monthly rate", description: "14 days", quantity: "14", unit: "DAY", unitPrice: null, amount: "6363.64" }, 1, "EUR")).toMatchObject({
      id: "2",
      quantity: "1",
      unit: "C62",
      unitPrice: "6363.64",
      amount: "6363.64",
    });
  });
});

describe("e-invoice totals satisfy BR-CO-10, 13, 14, 15, 16 and 17 exactly", () => {
  it("for any lines and rate", () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 30 }), rate, (amounts, percent) => {
        const lines = amounts.map((amount, i) => eInvoiceLine({ name: `Line ${i}`, description: null, quantity: "1", unit: "C62", unitPrice: amount, amount }, i, "EUR"));
        const totals = eInvoiceTotals(lines, { rate: percent }, "EUR");
        const sum = Decimal.sum(lines.map((line) => line.amount));
        // BR-CO-10: the sum of the line net amounts.
        expect(Decimal.parse(totals.lineTotal).equals(sum)).toBe(true);
        // BR-CO-13: no allowances or charges.
        expect(totals.taxExclusive).toBe(totals.lineTotal);
        // BR-CO-17 (one breakdown row, BR-CO-14 its sum): taxable × rate / 100, rounded to 2 decimals.
        expect(totals.taxTotal).toBe(roundToMinorUnit(Decimal.parse(totals.taxExclusive).times(percent), "EUR", 100n));
        // BR-CO-15 and BR-CO-16 (nothing prepaid, no rounding amount).
        expect(Decimal.parse(totals.taxInclusive).equals(Decimal.parse(totals.taxExclusive).plus(totals.taxTotal))).toBe(true);
        expect(totals.payable).toBe(totals.taxInclusive);
        for (const value of Object.values(totals)) expect(value).toMatch(/^\d+\.\d{2}$/);
      }),
      { numRuns: 300 },
    );
  });
});
