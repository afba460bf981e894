import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BILLING_PERIOD_ANCHOR_DAY, BillingPeriod, toBillingPeriod } from "@/lib/domain/billing-period";

const anyPeriod = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 1, max: 9999 }) })
  .map((input) => BillingPeriod.from(input));

const INVALID = "Invalid input for BillingPeriod.fromString";

describe("BillingPeriod", () => {
  it("has a month, a year and a name", () => {
    const period = BillingPeriod.from({ month: 11, year: 2026 });
    expect(period.month).toBe(11);
    expect(period.year).toBe(2026);
    expect(period.name).toBe("November 2026");
    expect(BillingPeriod.from({ month: 1, year: 2027 }).name).toBe("January 2027");
  });

  it("writes its text form year-month and its database form year-month-15", () => {
    const period = BillingPeriod.from({ month: 3, year: 2026 });
    expect(period.toString()).toBe("2026-03");
    expect(`${period}`).toBe("2026-03");
    expect(period.toDatabase()).toBe("2026-03-15");
    expect(BILLING_PERIOD_ANCHOR_DAY).toBe(15);
  });

  it("yields the first and last day of its month, including leap Februaries", () => {
    expect(BillingPeriod.from({ month: 11, year: 2026 }).firstDay()).toBe("2026-11-01");
    expect(BillingPeriod.from({ month: 11, year: 2026 }).lastDay()).toBe("2026-11-30");
    expect(BillingPeriod.from({ month: 2, year: 2024 }).lastDay()).toBe("2024-02-29");
    expect(BillingPeriod.from({ month: 2, year: 2026 }).lastDay()).toBe("2026-02-28");
    expect(BillingPeriod.from({ month: 12, year: 2026 }).lastDay()).toBe("2026-12-31");
  });

  it("tells whether a date falls in it", () => {
    const period = BillingPeriod.from({ month: 11, year: 2026 });
    expect(period.contains("2026-11-01")).toBe(true);
    expect(period.contains("2026-11-30")).toBe(true);
    expect(period.contains("2026-10-31")).toBe(false);
    expect(period.contains("2026-12-01")).toBe(false);
    expect(period.contains("2025-11-15")).toBe(false);
  });

  it("refuses a month or year that does not exist", () => {
    expect(() => BillingPeriod.from({ month: 13, year: 2026 })).toThrow("Invalid billing period month: 13");
    expect(() => BillingPeriod.from({ month: 0, year: 2026 })).toThrow("Invalid billing period month: 0");
    expect(() => BillingPeriod.from({ month: 1.5, year: 2026 })).toThrow("Invalid billing period month: 1.5");
    expect(() => BillingPeriod.from({ month: 1, year: 0 })).toThrow("Invalid billing period year: 0");
    expect(() => BillingPeriod.from({ month: 1, year: 10_000 })).toThrow("Invalid billing period year: 10000");
  });

  it("is built from a date", () => {
    expect(BillingPeriod.fromDate("2024-02-29").toString()).toBe("2024-02");
    expect(() => BillingPeriod.fromDate("2026-02-30")).toThrow("Invalid date");
  });

  it("is the period of today", () => {
    expect(BillingPeriod.current("2026-11-30").name).toBe("November 2026");
    expect(BillingPeriod.current("2027-01-01").name).toBe("January 2027");
  });
});

describe("BillingPeriod.fromString", () => {
  it("accepts the text form and the database form", () => {
    expect(BillingPeriod.fromString("2026-11").name).toBe("November 2026");
    expect(BillingPeriod.fromString("2026-11-15").name).toBe("November 2026");
    expect(BillingPeriod.fromString("2024-02-29").name).toBe("February 2024");
  });

  it.each(["2026", "2026-11-15-01", "", "November 2026", "2026/11", "2026-13", "2026-00", "abcd-ef", "2026-11-31", "2026-11-1x", "0000-01", "-2026-11"])(
    "refuses %j with exactly 'Invalid input for BillingPeriod.fromString'",
    (text) => {
      expect(() => BillingPeriod.fromString(text)).toThrow(new Error(INVALID));
    },
  );

  it("reads back what toString wrote, for any period", () => {
    fc.assert(
      fc.property(anyPeriod, (period) => {
        expect(BillingPeriod.fromString(period.toString()).equals(period)).toBe(true);
        expect(BillingPeriod.fromString(period.toString())).toEqual(period);
        expect(BillingPeriod.fromString(period.toDatabase())).toEqual(period);
      }),
    );
  });
});

describe("ordering and neighbours", () => {
  it("steps across year boundaries", () => {
    expect(BillingPeriod.from({ month: 12, year: 2026 }).next().toString()).toBe("2027-01");
    expect(BillingPeriod.from({ month: 1, year: 2027 }).previous().toString()).toBe("2026-12");
    expect(BillingPeriod.from({ month: 11, year: 2026 }).plusMonths(-23).toString()).toBe("2024-12");
  });

  it("orders periods and sorts with the static compare", () => {
    const nov = BillingPeriod.from({ month: 11, year: 2026 });
    const dec = BillingPeriod.from({ month: 12, year: 2026 });
    expect(nov.compare(dec)).toBe(-1);
    expect(dec.compare(nov)).toBe(1);
    expect(nov.compare({ month: 11, year: 2026 })).toBe(0);
    expect(nov.equals({ month: 11, year: 2026 })).toBe(true);
    expect(nov.equals(dec)).toBe(false);
    const sorted = [dec, BillingPeriod.from({ month: 1, year: 2025 }), nov].sort(BillingPeriod.compare);
    expect(sorted.map(String)).toEqual(["2025-01", "2026-11", "2026-12"]);
  });

  it("next and previous undo each other", () => {
    fc.assert(
      fc.property(anyPeriod.filter((p) => p.year > 1 && p.year < 9999), (period) => {
        expect(period.next().previous()).toEqual(period);
        expect(period.next().compare(period)).toBe(1);
      }),
    );
  });

  it("counts the periods between two periods", () => {
    const nov = BillingPeriod.from({ month: 11, year: 2026 });
    expect(nov.periodsBefore({ month: 1, year: 2027 })).toBe(2);
    expect(nov.periodsBefore({ month: 9, year: 2026 })).toBe(-2);
  });
});

describe("how far from today", () => {
  const today = "2026-11-10";
  const period = (text: string) => BillingPeriod.fromString(text);

  it("is at most N periods ago for the current period, the N before it and later ones", () => {
    expect(period("2026-09").isAtMostNPeriodsAgo(2, today)).toBe(true);
    expect(period("2026-08").isAtMostNPeriodsAgo(2, today)).toBe(false);
    expect(period("2026-11").isAtMostNPeriodsAgo(0, today)).toBe(true);
    expect(period("2027-03").isAtMostNPeriodsAgo(2, today)).toBe(true);
  });

  it("is at most N periods ahead for the current period, the N after it and earlier ones", () => {
    expect(period("2026-12").isAtMostNPeriodsAhead(1, today)).toBe(true);
    expect(period("2027-01").isAtMostNPeriodsAhead(1, today)).toBe(false);
    expect(period("2020-01").isAtMostNPeriodsAhead(1, today)).toBe(true);
    expect(period("2027-01").isAtMostNPeriodsAhead(1, "2026-12-31")).toBe(true);
  });

  it("knows whether it is the current period or already past", () => {
    expect(period("2026-11").isCurrent(today)).toBe(true);
    expect(period("2026-10").isCurrent(today)).toBe(false);
    expect(period("2026-10").isPast(today)).toBe(true);
    expect(period("2026-11").isPast("2026-11-30")).toBe(false);
    expect(period("2026-11").isPast("2026-12-01")).toBe(true);
  });
});

describe("toBillingPeriod", () => {
  it("keeps a BillingPeriod and builds one from { month, year }", () => {
    const period = BillingPeriod.from({ month: 5, year: 2026 });
    expect(toBillingPeriod(period)).toBe(period);
    expect(toBillingPeriod({ month: 5, year: 2026 })).toEqual(period);
  });

  it("serialises as month, year and name", () => {
    expect(JSON.parse(JSON.stringify(BillingPeriod.from({ month: 5, year: 2026 })))).toEqual({
      month: 5,
      year: 2026,
      name: "May 2026",
    });
  });
});
