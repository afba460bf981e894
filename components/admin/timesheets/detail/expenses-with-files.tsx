"use client";

import { FilePreviewDialog } from "@/components/files/file-preview-dialog";
import { MoneyAmount } from "@/components/money/money-amount";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format/date";
import { enumLabel, withoutTrailingZeros } from "@/lib/format/labels";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

type Expense = TimesheetDetail["expenseRecords"][number];

const COLUMNS: ColumnDef<Expense>[] = [
  { id: "date", header: "Date", meta: { className: "whitespace-nowrap tabular-nums" }, cell: ({ row }) => formatDate(row.original.date) },
  { id: "category", header: "Category", meta: { className: "whitespace-nowrap" }, cell: ({ row }) => enumLabel(row.original.category) },
  { id: "details", header: "Details", cell: ({ row }) => row.original.details || <span className="text-muted-foreground">—</span> },
  {
    id: "paid",
    header: "Paid",
    meta: { className: "whitespace-nowrap text-right tabular-nums" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amountInExpenseCurrency} currency={row.original.expenseCurrency} />,
  },
  {
    id: "rate",
    header: "Rate",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => withoutTrailingZeros(row.original.exchangeRate),
  },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "whitespace-nowrap text-right font-medium tabular-nums" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={row.original.originalCurrency} />,
  },
  {
    id: "files",
    header: "Receipts and invoices",
    cell: ({ row }) =>
      row.original.files.length === 0 ? (
        <span className="text-xs text-muted-foreground">None attached</span>
      ) : (
        <div className="flex flex-col items-start">
          {row.original.files.map((file) => (
            <FilePreviewDialog key={file.id} file={file} url={`/api/files/${file.id}`} />
          ))}
        </div>
      ),
  },
];

/** The expenses claimed, with each receipt and invoice opening in a preview. */
export function ExpensesWithFiles({ timesheet }: { timesheet: TimesheetDetail }) {
  return (
    <DataTable
      columns={COLUMNS}
      data={timesheet.expenseRecords}
      getRowId={(expense) => expense.id}
      caption={`Expenses of ${timesheet.billingPeriod.name}`}
      empty={<EmptyState title="No expenses claimed" description={`No expense was claimed for ${timesheet.billingPeriod.name}.`} />}
      manualSorting
      containerClassName="max-h-96"
    />
  );
}
