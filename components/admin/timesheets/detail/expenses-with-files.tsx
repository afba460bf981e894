"use client";

import { FilePreviewDialog } from "@/components/files/file-preview-dialog";
import { expenseClaimColumns } from "@/components/timesheet/expense-claim-columns";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

type Expense = TimesheetDetail["expenseRecords"][number];

const COLUMNS: ColumnDef<Expense>[] = [
  ...expenseClaimColumns<Expense>({ currencyOf: (expense) => expense.originalCurrency }),
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
      // Bounded, so it scrolls on its own; expenses without files hold no control that takes the focus.
      scrollLabel={`Expenses of ${timesheet.billingPeriod.name}`}
    />
  );
}
