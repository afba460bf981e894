"use client";

import { MoneyList } from "@/components/money/money-list";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { ContestedLineOutcome, LineField } from "@/lib/domain/line-diff";
import { COMPONENT_LABELS } from "@/lib/domain/statuses";
import { formatDate, formatTimestamp } from "@/lib/format/date";
import type { LineDiffView } from "@/lib/schemas/line-review";

const FIELD_LABELS: Record<LineField, string> = {
  date: "Date",
  timeAmount: "Time",
  timeUnit: "Unit",
  rateFrequency: "Rate type",
  rate: "Rate",
  amount: "Amount",
  currency: "Currency",
  description: "Description",
  counterPart: "Counterpart",
  category: "Category",
  amountInExpenseCurrency: "Amount paid",
  expenseCurrency: "Currency paid",
  exchangeRate: "Exchange rate",
  files: "Files",
};

const OUTCOME_TEXT: Record<ContestedLineOutcome, string> = { CHANGED: "Changed", REMOVED: "Removed", UNCHANGED: "Not changed" };

type DiffRow = { id: string; kind: "Added" | "Removed" | "Changed"; date: string; description: string; what: string };

function valueText(value: string | string[] | null): string {
  if (value === null) return "—";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.join(", ");
  return value === "" ? "(empty)" : value;
}

const COLUMNS: ColumnDef<DiffRow>[] = [
  { id: "kind", header: "Change", cell: ({ row }) => <span className="font-medium">{row.original.kind}</span> },
  { id: "date", header: "Date", meta: { className: "whitespace-nowrap tabular-nums" }, cell: ({ row }) => formatDate(row.original.date) },
  { id: "description", header: "Line", meta: { className: "max-w-64 break-words" }, cell: ({ row }) => row.original.description || "—" },
  { id: "what", header: "What changed (old → new)", meta: { className: "max-w-96 break-words" }, cell: ({ row }) => row.original.what },
];

function rowsOf(diff: LineDiffView): DiffRow[] {
  const summary = (amount: string, currency: string) => `${amount} ${currency}`;
  return [
    ...diff.added.map((line) => ({ id: line.id, kind: "Added" as const, date: line.date, description: line.description, what: summary(line.amount, line.currency) })),
    ...diff.removed.map((line) => ({ id: line.id, kind: "Removed" as const, date: line.date, description: line.description, what: summary(line.amount, line.currency) })),
    ...diff.changed.map((line) => ({
      id: line.id,
      kind: "Changed" as const,
      date: line.after.date,
      description: line.after.description,
      what: line.changes.map((change) => `${FIELD_LABELS[change.field]}: ${valueText(change.before)} → ${valueText(change.after)}`).join("; "),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * What a resubmission changed in one component: the totals before and after, what became of each
 * contested line, and a table of the lines added, removed and changed (old → new per field).
 */
export function LineDiffSection({ diff }: { diff: LineDiffView }) {
  if (!diff.previous) return null;
  const label = COMPONENT_LABELS[diff.component];
  const headingId = `line-diff-${diff.component}`;
  const rows = rowsOf(diff);
  return (
    <section aria-labelledby={headingId} data-testid={`line-diff-${diff.component}`} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <h3 id={headingId} className="font-semibold">
        {label}: what changed since the previous submission
      </h3>
      <p className="text-xs text-muted-foreground">
        Submission {diff.submission.number} ({formatTimestamp(diff.submission.submittedAt)} UTC) against submission {diff.previous.number} ({formatTimestamp(diff.previous.submittedAt)} UTC)
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Total before</dt>
          <dd>
            <MoneyList amounts={diff.totals.before} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Total after</dt>
          <dd>
            <MoneyList amounts={diff.totals.after} />
          </dd>
        </div>
      </dl>
      {diff.contested.length > 0 ? (
        <div>
          <h4 className="font-medium">Contested lines</h4>
          <ul className="flex flex-col gap-0.5">
            {diff.contested.map((line) => (
              <li key={line.lineId} data-outcome={line.outcome}>
                <span className="font-medium">{OUTCOME_TEXT[line.outcome]}</span>: {line.label} — <span className="text-muted-foreground">{line.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p>No line was added, removed or changed.</p>
      ) : (
        <DataTable columns={COLUMNS} data={rows} getRowId={(row) => `${row.kind}-${row.id}`} caption={`${label}: lines added, removed and changed`} manualSorting />
      )}
    </section>
  );
}
