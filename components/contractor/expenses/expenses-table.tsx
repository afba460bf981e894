"use client";

import { useMemo } from "react";
import { MoneyList } from "@/components/money/money-list";
import { DataTable } from "@/components/ui/data-table";
import { TableCell, TableRow } from "@/components/ui/table";
import type { Currency } from "@/lib/domain";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseCellsProvider, expenseColumns } from "./expense-columns";

interface ExpensesTableProps {
  timesheet: TimesheetDetail;
  settlement: Currency;
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

/**
 * The expenses by date, with what was paid, the rate, the settled amount, files and comments, and
 * their total in the table's footer. The rows keep their date order: the headers do not sort.
 */
export function ExpensesTable({ timesheet, settlement, editable, onEdit }: ExpensesTableProps) {
  const expenses = useMemo(() => [...timesheet.expenseRecords].sort((a, b) => a.date.localeCompare(b.date)), [timesheet.expenseRecords]);
  // Rebuilt only when the currency changes (a string, the same across refetches): new columns
  // would remount every cell; the timesheet and handlers reach the cells through the provider.
  const columns = useMemo(() => expenseColumns(settlement), [settlement]);
  const count = expenses.length;
  // Under the settled amounts: the total lines up with the column it sums.
  const footer = (
    <TableRow>
      <TableCell colSpan={5}>
        Total of {count} {count === 1 ? "expense" : "expenses"}
      </TableCell>
      <TableCell className="text-right" data-testid="expenses-total">
        <MoneyList amounts={timesheet.totals.expenses} className="items-end" />
      </TableCell>
      <TableCell colSpan={2} />
    </TableRow>
  );
  return (
    <ExpenseCellsProvider value={{ timesheet, editable, onEdit }}>
      <DataTable
        columns={columns}
        data={expenses}
        getRowId={(expense) => expense.id}
        caption={`Expenses of ${timesheet.billingPeriod.name}`}
        manualSorting
        containerClassName="max-h-[calc(100dvh-20rem)]"
        footer={footer}
      />
    </ExpenseCellsProvider>
  );
}
