"use client";

import { Pencil, Trash2 } from "lucide-react";
import { ExpenseCommentsButton } from "@/components/contractor/comments/expense-comments-button";
import { expenseClaimColumns } from "@/components/timesheet/expense-claim-columns";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ColumnDef } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { useDeleteExpenseRecord } from "@/hooks/use-expense-records";
import type { Currency } from "@/lib/domain";
import { formatDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseFileChips } from "./expense-file-chips";

/** "the expense of 04 Nov 2026 (Flights, €429.81)": how a person tells one expense from another. */
export function expenseName(expense: ExpenseRecord): string {
  return `the expense of ${formatDate(expense.date)} (${enumLabel(expense.category)}, ${formatMoney(expense.amount, expense.originalCurrency)})`;
}

interface ExpenseActionsProps {
  timesheet: TimesheetDetail;
  expense: ExpenseRecord;
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

/** The last cell of a row: the expense's comments, and edit and delete while expenses may change. */
function ExpenseActions({ timesheet, expense, editable, onEdit }: ExpenseActionsProps) {
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
    <>
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
    </>
  );
}

export interface ExpenseColumnsOptions {
  timesheet: TimesheetDetail;
  settlement: Currency;
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

/** The columns of the expenses table: what was paid, the rate, the settled amount, files, comments and actions. */
export function expenseColumns({ timesheet, settlement, editable, onEdit }: ExpenseColumnsOptions): ColumnDef<ExpenseRecord>[] {
  return [
    ...expenseClaimColumns<ExpenseRecord>({
      currencyOf: (expense) => expense.originalCurrency,
      amountHeader: `Amount (${settlement})`,
      detailsClassName: "max-w-64 whitespace-pre-wrap break-words",
    }),
    { id: "files", header: "Files", cell: ({ row }) => <ExpenseFileChips files={row.original.files} /> },
    {
      id: "actions",
      meta: { className: "whitespace-nowrap text-right", label: "Comments and actions" },
      cell: ({ row }) => <ExpenseActions timesheet={timesheet} expense={row.original} editable={editable} onEdit={onEdit} />,
    },
  ];
}
