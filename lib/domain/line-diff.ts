/**
 * What changed in a component between two submissions: the lines (records or expenses) added,
 * removed and changed, field by field, with the totals before and after. Pure: the snapshots are
 * read from the database (component_submissions) and compared here. A line is known by its id
 * (the record's or the expense's), so an edit is a change, and a deleted and re-entered line is
 * one removal and one addition. Values are compared as stored text, exactly: the snapshot writes
 * each decimal in its column's one canonical form, so "8.00" against "8.00" is never a change by
 * formatting alone, and applying the diff to the old lines gives the new ones exactly.
 */
import type { IsoDate } from "./dates";
import { totalsByCurrency } from "./fees";
import type { Money } from "./money";

/** One line of a submitted component, as its snapshot stores it. Fields that do not apply are null. */
export interface SnapshotLine {
  id: string;
  date: IsoDate;
  /** The work summary of a record, the details of an expense. */
  description: string;
  counterPart: string | null;
  category: string | null;
  timeAmount: string | null;
  timeUnit: string | null;
  rateFrequency: string | null;
  rate: string | null;
  /** In the settlement currency: the record's share of the fee, the expense's converted amount. */
  amount: string;
  currency: string;
  amountInExpenseCurrency: string | null;
  expenseCurrency: string | null;
  exchangeRate: string | null;
  /** Names of the files attached to the line, sorted. */
  files: string[];
}

/** The fields compared, in the order a change lists them. */
export const LINE_FIELDS = [
  "date",
  "timeAmount",
  "timeUnit",
  "rateFrequency",
  "rate",
  "amount",
  "currency",
  "description",
  "counterPart",
  "category",
  "amountInExpenseCurrency",
  "expenseCurrency",
  "exchangeRate",
  "files",
] as const satisfies readonly (keyof SnapshotLine)[];
export type LineField = (typeof LINE_FIELDS)[number];

export type FieldChange = { [F in LineField]: { field: F; before: SnapshotLine[F]; after: SnapshotLine[F] } }[LineField];

export interface ChangedLine {
  id: string;
  before: SnapshotLine;
  after: SnapshotLine;
  changes: FieldChange[];
}

export interface LineDiff {
  added: SnapshotLine[];
  removed: SnapshotLine[];
  changed: ChangedLine[];
  totals: { before: Money[]; after: Money[] };
}

/** The order lines are listed in everywhere: by date, then by id, by code points (no locale). */
export function orderLines(lines: readonly SnapshotLine[]): SnapshotLine[] {
  return [...lines].sort((a, b) => (a.date === b.date ? compareText(a.id, b.id) : compareText(a.date, b.date)));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sameValue(a: SnapshotLine[LineField], b: SnapshotLine[LineField]): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, index) => value === b[index]);
  }
  return a === b;
}

function fieldChanges(before: SnapshotLine, after: SnapshotLine): FieldChange[] {
  return LINE_FIELDS.filter((field) => !sameValue(before[field], after[field])).map(
    (field) => ({ field, before: before[field], after: after[field] }) as FieldChange,
  );
}

/** Sums of the lines per currency, exact; a component without lines totals nothing. */
export function snapshotTotals(lines: readonly SnapshotLine[]): Money[] {
  return totalsByCurrency(lines.map(({ amount, currency }) => ({ amount, currency })));
}

/** The diff from `before` (the earlier submission) to `after` (the later one). */
export function lineDiff(before: readonly SnapshotLine[], after: readonly SnapshotLine[]): LineDiff {
  const earlier = new Map(before.map((line) => [line.id, line]));
  const later = new Map(after.map((line) => [line.id, line]));
  const changed = orderLines(after)
    .flatMap((line) => {
      const old = earlier.get(line.id);
      return old ? [{ id: line.id, before: old, after: line, changes: fieldChanges(old, line) }] : [];
    })
    .filter((line) => line.changes.length > 0);
  return {
    added: orderLines(after.filter((line) => !earlier.has(line.id))),
    removed: orderLines(before.filter((line) => !later.has(line.id))),
    changed,
    totals: { before: snapshotTotals(before), after: snapshotTotals(after) },
  };
}

/** Nothing was added, removed or changed. */
export function isEmptyDiff(diff: LineDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}

export const CONTESTED_LINE_OUTCOMES = ["CHANGED", "REMOVED", "UNCHANGED"] as const;
export type ContestedLineOutcome = (typeof CONTESTED_LINE_OUTCOMES)[number];

/** What became of a contested line in the resubmission: changed, removed, or left as it was. */
export function contestedLineOutcome(diff: LineDiff, lineId: string): ContestedLineOutcome {
  if (diff.removed.some((line) => line.id === lineId)) return "REMOVED";
  if (diff.changed.some((line) => line.id === lineId)) return "CHANGED";
  return "UNCHANGED";
}

/** How a line is named to people (activity timeline, diff): its date and what it is. */
export function lineLabel(line: Pick<SnapshotLine, "date" | "description" | "category">): string {
  const what = line.description.trim() || line.category || "";
  return what ? `${line.date} · ${what}` : line.date;
}
