"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { MoneyList } from "@/components/money/money-list";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import type { Formats } from "@/lib/format/formats";
import type { LineDiffView } from "@/lib/schemas/line-review";

type DiffWords = ReturnType<typeof useTranslations<"timesheet.diff">>;
type EnumWords = ReturnType<typeof useTranslations<"enums">>;
type DiffKind = "added" | "removed" | "changed";
type DiffRow = { id: string; kind: DiffKind; date: string; description: string; what: string };
type SnapshotLine = LineDiffView["added"][number];
type Change = LineDiffView["changed"][number]["changes"][number];

/** An enum value in words; a value this release does not know stays as it came. */
function enumWord(enums: EnumWords, group: "timeUnit" | "rateFrequency" | "expenseCategory", value: string): string {
  const key = `${group}.${value}`;
  return enums.has(key as Parameters<EnumWords["has"]>[0]) ? enums(key as Parameters<EnumWords>[0]) : value;
}

/**
 * One side of a change as the reader reads it (#47.6): money with its currency and that
 * currency's decimals (a BHD amount keeps its third), dates in the reader's format, frequencies,
 * units and categories in words. `line` is the side's own line, whose currencies the amounts are in.
 */
function valueText(t: DiffWords, enums: EnumWords, format: Formats, field: Change["field"], value: string | string[] | null, line: SnapshotLine): string {
  if (value === null) return "—";
  if (Array.isArray(value)) return value.length === 0 ? t("none") : value.join(", ");
  if (value === "") return t("empty");
  switch (field) {
    case "date":
      return format.date(value);
    case "timeAmount":
      return format.number(value);
    case "timeUnit":
    case "rateFrequency":
      return enumWord(enums, field, value);
    case "category":
      return enumWord(enums, "expenseCategory", value);
    case "rate":
    case "amount":
      return format.money(value, line.currency);
    case "amountInExpenseCurrency":
      return line.expenseCurrency ? format.money(value, line.expenseCurrency) : format.number(value);
    case "exchangeRate":
      return format.exchangeRate(value);
    default:
      return value;
  }
}

function DiffDate({ value }: { value: string }) {
  return <>{useFormat().date(value)}</>;
}

function diffColumns(t: DiffWords): ColumnDef<DiffRow>[] {
  return [
    { id: "kind", header: t("columns.kind"), cell: ({ row }) => <span className="font-medium">{t(`kind.${row.original.kind}`)}</span> },
    { id: "date", header: t("columns.date"), meta: { className: "whitespace-nowrap tabular-nums" }, cell: ({ row }) => <DiffDate value={row.original.date} /> },
    { id: "description", header: t("columns.line"), meta: { className: "max-w-64 break-words" }, cell: ({ row }) => row.original.description || "—" },
    { id: "what", header: t("columns.what"), meta: { className: "max-w-96 break-words" }, cell: ({ row }) => row.original.what },
  ];
}

function rowsOf(t: DiffWords, enums: EnumWords, format: Formats, diff: LineDiffView): DiffRow[] {
  const summary = (line: SnapshotLine) => format.money(line.amount, line.currency);
  return [
    ...diff.added.map((line) => ({ id: line.id, kind: "added" as const, date: line.date, description: line.description, what: summary(line) })),
    ...diff.removed.map((line) => ({ id: line.id, kind: "removed" as const, date: line.date, description: line.description, what: summary(line) })),
    ...diff.changed.map((line) => ({
      id: line.id,
      kind: "changed" as const,
      date: line.after.date,
      description: line.after.description,
      what: line.changes
        .map((change) => {
          const field = t(`fields.${change.field}`);
          return `${field}: ${valueText(t, enums, format, change.field, change.before, line.before)} → ${valueText(t, enums, format, change.field, change.after, line.after)}`;
        })
        .join("; "),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** A contested line as the reader reads it: its date in their format, its description, or its category in words. */
function contestedLabel(enums: EnumWords, format: Formats, line: LineDiffView["contested"][number]): string {
  if (line.date === null) return line.label;
  const what = line.description || (line.category ? enumWord(enums, "expenseCategory", line.category) : "");
  return what ? `${format.date(line.date)} · ${what}` : format.date(line.date);
}

/**
 * What a resubmission changed in one component: the totals before and after, what became of each
 * contested line, and a table of the lines added, removed and changed (old → new per field).
 */
export function LineDiffSection({ diff }: { diff: LineDiffView }) {
  const t = useTranslations("timesheet.diff");
  const enums = useTranslations("enums");
  const format = useFormat();
  const columns = useMemo(() => diffColumns(t), [t]);
  if (!diff.previous) return null;
  const label = enums(`component.${diff.component}`);
  const headingId = `line-diff-${diff.component}`;
  const rows = rowsOf(t, enums, format, diff);
  return (
    <section aria-labelledby={headingId} data-testid={`line-diff-${diff.component}`} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <h3 id={headingId} className="font-semibold">
        {t("heading", { component: label })}
      </h3>
      <p className="text-xs text-muted-foreground">
        {t("submissions", {
          number: diff.submission.number,
          at: format.timestamp(diff.submission.submittedAt),
          previous: diff.previous.number,
          previousAt: format.timestamp(diff.previous.submittedAt),
        })}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{t("totalBefore")}</dt>
          <dd>
            <MoneyList amounts={diff.totals.before} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{t("totalAfter")}</dt>
          <dd>
            <MoneyList amounts={diff.totals.after} />
          </dd>
        </div>
      </dl>
      {diff.contested.length > 0 ? (
        <div>
          <h4 className="font-medium">{t("contested")}</h4>
          <ul className="flex flex-col gap-0.5">
            {diff.contested.map((line) => (
              <li key={line.lineId} data-outcome={line.outcome}>
                <span className="font-medium">{t(`outcome.${line.outcome}`)}</span>: {contestedLabel(enums, format, line)} — <span className="text-muted-foreground">{line.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p>{t("nothing")}</p>
      ) : (
        <DataTable columns={columns} data={rows} getRowId={(row) => `${row.kind}-${row.id}`} caption={t("caption", { component: label })} manualSorting />
      )}
    </section>
  );
}
