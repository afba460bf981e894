"use client";

import { FilePreviewDialog } from "@/components/files/file-preview-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { enumLabel, withoutTrailingZeros } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

/** The expenses claimed, with each receipt and invoice opening in a preview. */
export function ExpensesWithFiles({ timesheet }: { timesheet: TimesheetDetail }) {
  const expenses = timesheet.expenseRecords;
  if (expenses.length === 0) {
    return <EmptyState title="No expenses claimed" description={`No expense was claimed for ${timesheet.billingPeriod.name}.`} />;
  }
  return (
    <Table aria-label={`Expenses of ${timesheet.billingPeriod.name}`} containerClassName="max-h-96">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Receipts and invoices</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {expenses.map((expense) => (
          <TableRow key={expense.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(expense.date)}</TableCell>
            <TableCell className="whitespace-nowrap">{enumLabel(expense.category)}</TableCell>
            <TableCell>{expense.details || <span className="text-muted-foreground">—</span>}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{formatMoney(expense.amountInExpenseCurrency, expense.expenseCurrency)}</TableCell>
            <TableCell className="text-right tabular-nums">{withoutTrailingZeros(expense.exchangeRate)}</TableCell>
            <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">{formatMoney(expense.amount, expense.originalCurrency)}</TableCell>
            <TableCell>
              {expense.files.length === 0 ? (
                <span className="text-xs text-muted-foreground">None attached</span>
              ) : (
                <div className="flex flex-col items-start">
                  {expense.files.map((file) => (
                    <FilePreviewDialog key={file.id} file={file} url={`/api/files/${file.id}`} />
                  ))}
                </div>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
