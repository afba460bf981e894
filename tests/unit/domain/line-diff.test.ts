import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contestedLineOutcome,
  isEmptyDiff,
  lineDiff,
  lineLabel,
  orderLines,
  snapshotTotals,
  type LineDiff,
  type SnapshotLine,
} from "@/lib/domain/line-diff";
import { Decimal } from "@/lib/domain/money";

/** The oracle of the property below: the later lines again, from the earlier ones and the diff between them (in listing order). */
function applyLineDiff(before: readonly SnapshotLine[], diff: LineDiff): SnapshotLine[] {
  const removed = new Set(diff.removed.map((line) => line.id));
  const changes = new Map(diff.changed.map((line) => [line.id, line.changes]));
  const kept = before
    .filter((line) => !removed.has(line.id))
    .map((line) => {
      const lineChanges = changes.get(line.id) ?? [];
      return lineChanges.reduce<SnapshotLine>((next, change) => ({ ...next, [change.field]: change.after }), line);
    });
  return orderLines([...kept, ...diff.added]);
}

const amount = fc.integer({ min: 1, max: 9_999_999 }).map((cents) => Decimal.fromUnits(BigInt(cents), 2).toString());
const ids = ["a", "b", "c", "d", "e", "f", "g", "h"].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
const date = fc.integer({ min: 1, max: 28 }).map((day) => `2026-10-${String(day).padStart(2, "0")}`);

const fields = {
  date,
  description: fc.constantFrom("", "Design review", "Site visit", "Hotel"),
  counterPart: fc.constantFrom(null, "ACME", "Grid"),
  category: fc.constantFrom(null, "FLIGHTS", "OTHER"),
  timeAmount: fc.constantFrom(null, "1.00", "0.50", "8.00"),
  timeUnit: fc.constantFrom(null, "DAYS", "HOURS"),
  rateFrequency: fc.constantFrom(null, "DAILY", "HOURLY"),
  rate: fc.constantFrom(null, "800.00", "95.50"),
  amount,
  currency: fc.constantFrom("EUR", "CHF"),
  amountInExpenseCurrency: fc.constantFrom(null, "12000", "64.50", "1.125"),
  expenseCurrency: fc.constantFrom(null, "JPY", "BHD", "EUR"),
  exchangeRate: fc.constantFrom(null, "1.00000000", "0.00615000", "2.43000000"),
  files: fc.uniqueArray(fc.constantFrom("receipt.pdf", "invoice.png", "ticket.jpg"), { maxLength: 3 }).map((names) => [...names].sort()),
};

/** A snapshot: lines with distinct ids, in any order. */
const snapshot = fc
  .uniqueArray(fc.constantFrom(...ids), { maxLength: ids.length })
  .chain((lineIds) => fc.tuple(...lineIds.map((id) => fc.record(fields).map((line): SnapshotLine => ({ id, ...line })))))
  .map((lines) => [...lines]);

describe("lineDiff (properties)", () => {
  it("diff(a, a) is empty and its totals are equal", () => {
    fc.assert(
      fc.property(snapshot, (a) => {
        const diff = lineDiff(a, a);
        expect(isEmptyDiff(diff)).toBe(true);
        expect(diff.totals.before).toEqual(diff.totals.after);
      }),
    );
  });

  it("applying diff(a, b) to a gives b", () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        expect(applyLineDiff(a, lineDiff(a, b))).toEqual(orderLines(b));
      }),
    );
  });

  it("the totals before and after are the sums of the snapshots, per currency", () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const diff = lineDiff(a, b);
        for (const [lines, totals] of [
          [a, diff.totals.before],
          [b, diff.totals.after],
        ] as const) {
          for (const currency of ["EUR", "CHF"]) {
            const sum = Decimal.sum(lines.filter((line) => line.currency === currency).map((line) => line.amount));
            const total = totals.find((entry) => entry.currency === currency);
            expect(total ? Decimal.parse(total.amount).equals(sum) : sum.equals(0n)).toBe(true);
          }
        }
      }),
    );
  });

  it("every line of a and b is accounted for exactly once", () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const diff = lineDiff(a, b);
        const bIds = new Set(b.map((line) => line.id));
        const aIds = new Set(a.map((line) => line.id));
        expect(diff.added.every((line) => !aIds.has(line.id) && bIds.has(line.id))).toBe(true);
        expect(diff.removed.every((line) => aIds.has(line.id) && !bIds.has(line.id))).toBe(true);
        expect(diff.changed.every((line) => aIds.has(line.id) && bIds.has(line.id) && line.changes.length > 0)).toBe(true);
      }),
    );
  });
});

const line = (id: string, overrides: Partial<SnapshotLine> = {}): SnapshotLine => ({
  id,
  date: "2026-10-05",
  description: "Design review",
  counterPart: "ACME",
  category: null,
  timeAmount: "1.00",
  timeUnit: "DAYS",
  rateFrequency: "DAILY",
  rate: "800.00",
  amount: "800.00",
  currency: "EUR",
  amountInExpenseCurrency: null,
  expenseCurrency: null,
  exchangeRate: null,
  files: [],
  ...overrides,
});

describe("lineDiff (cases)", () => {
  it("names the changed fields old -> new, and the contested lines' outcomes", () => {
    const before = [line(ids[0]!), line(ids[1]!), line(ids[2]!)];
    const after = [line(ids[0]!, { timeAmount: "0.50", amount: "400.00" }), line(ids[2]!), line(ids[3]!, { date: "2026-10-06" })];
    const diff = lineDiff(before, after);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]!.changes).toEqual([
      { field: "timeAmount", before: "1.00", after: "0.50" },
      { field: "amount", before: "800.00", after: "400.00" },
    ]);
    expect(diff.removed.map((removed) => removed.id)).toEqual([ids[1]]);
    expect(diff.added.map((added) => added.id)).toEqual([ids[3]]);
    expect(diff.totals).toEqual({ before: [{ amount: "2400.00", currency: "EUR" }], after: [{ amount: "2000.00", currency: "EUR" }] });
    expect(contestedLineOutcome(diff, ids[0]!)).toBe("CHANGED");
    expect(contestedLineOutcome(diff, ids[1]!)).toBe("REMOVED");
    expect(contestedLineOutcome(diff, ids[2]!)).toBe("UNCHANGED");
  });

  it("files compare as lists; an empty component totals nothing", () => {
    const diff = lineDiff([line(ids[0]!, { files: ["a.pdf"] })], [line(ids[0]!, { files: ["a.pdf", "b.pdf"] })]);
    expect(diff.changed[0]!.changes).toEqual([{ field: "files", before: ["a.pdf"], after: ["a.pdf", "b.pdf"] }]);
    expect(snapshotTotals([])).toEqual([]);
  });

  it("names a line by its date and description, else its category", () => {
    expect(lineLabel(line(ids[0]!))).toBe("2026-10-05 · Design review");
    expect(lineLabel(line(ids[0]!, { description: " ", category: "FLIGHTS" }))).toBe("2026-10-05 · FLIGHTS");
    expect(lineLabel(line(ids[0]!, { description: "" }))).toBe("2026-10-05");
  });
});
