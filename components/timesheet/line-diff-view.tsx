"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { MoneyList } from "@/components/money/money-list";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import type { LineDiffView } from "@/lib/schemas/line-review";

type DiffWords = ReturnType<typeof useTranslations<"timesheet.diff">>;
type DiffKind = "added" | "removed" | "changed";
type DiffRow = { id: string; kind: DiffKind; date: string; description: string; what: string };

function valueText(t: DiffWords, value: string | string[] | null): string {
  if (value === null) return "—";
  if (Array.isArray(value)) return value.length === 0 ? t("none") : value.join(", ");
  return value === "" ? t("empty") : value;
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

function rowsOf(t: DiffWords, diff: LineDiffView): DiffRow[] {
  const summary = (amount: string, currency: string) => `${amount} ${currency}`;
  return [
    ...diff.added.map((line) => ({ id: line.id, kind: "added" as const, date: line.date, description: line.description, what: summary(line.amount, line.currency) })),
    ...diff.removed.map((line) => ({ id: line.id, kind: "removed" as const, date: line.date, description: line.description, what: summary(line.amount, line.currency) })),
    ...diff.changed.map((line) => ({
      id: line.id,
      kind: "changed" as const,
      date: line.after.date,
      description: line.after.description,
      what: line.changes
        .map((change) => {
          const field = t(`fields.${change.field}`);
          return `${field}: ${valueText(t, change.before)} → ${valueText(t, change.after)}`;
        })
        .join("; "),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
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
  const rows = rowsOf(t, diff);
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
                <span className="font-medium">{t(`outcome.${line.outcome}`)}</span>: {line.label} — <span className="text-muted-foreground">{line.reason}</span>
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
