"use client";

import { Pencil, Trash2 } from "lucide-react";
import { ExpenseCommentsButton } from "@/components/contractor/comments/expense-comments-button";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TableCell, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useDeleteExpenseRecord } from "@/hooks/use-expense-records";
import { formatDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatExchangeRate, formatMoney } from "@/lib/format/money";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseFileChips } from "./expense-file-chips";

interface ExpenseRowProps {
  timesheet: TimesheetDetail;
  expense: ExpenseRecord;
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

/** "the expense of 04 Nov 2026 (Flights, €429.81)": how a person tells one expense from another. */
export function expenseName(expense: ExpenseRecord): string {
  return `the expense of ${formatDate(expense.date)} (${enumLabel(expense.category)}, ${formatMoney(expense.amount, expense.originalCurrency)})`;
}

export function ExpenseRow({ timesheet, expense, editable, onEdit }: ExpenseRowProps) {
  const remove = useDeleteExpenseRecord(timesheet);
  const name = expenseName(expense);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(expense);
      toast({ title: "Expense deleted", description: `Deleted ${name}.` });
    } catch (error) {
      toast({ title: "Error", description: (error as Error).message, variant: "destructive" });
      throw error;
    }
  }

  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">{formatDate(expense.date)}</TableCell>
      <TableCell className="whitespace-nowrap">{enumLabel(expense.category)}</TableCell>
      <TableCell className="max-w-64 whitespace-pre-wrap break-words">{expense.details || <span className="text-muted-foreground">—</span>}</TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">{formatMoney(expense.amountInExpenseCurrency, expense.expenseCurrency)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatExchangeRate(expense.exchangeRate)}</TableCell>
      <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">{formatMoney(expense.amount, expense.originalCurrency)}</TableCell>
      <TableCell>
        <ExpenseFileChips files={expense.files} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-right">
        <ExpenseCommentsButton timesheet={timesheet} expense={expense} />
        {editable ? (
          <>
            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={() => onEdit(expense)}>
              <Pencil aria-hidden="true" />
            </Button>
            <ConfirmDialog
              subject={name}
              description="Its receipts and invoices are deleted with it. This cannot be undone."
              onConfirm={confirmDelete}
              trigger={
                <Button variant="ghost" size="icon-sm" aria-label={`Delete ${name}`}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            />
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
