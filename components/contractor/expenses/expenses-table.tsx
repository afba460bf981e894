"use client";

import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Currency } from "@/lib/domain";
import { formatMoneyList } from "@/lib/format/money";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseRow } from "./expense-row";

interface ExpensesTableProps {
  timesheet: TimesheetDetail;
  settlement: Currency;
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

/** The expenses by date, with what was paid, the rate, the settled amount, files and comments. */
export function ExpensesTable({ timesheet, settlement, editable, onEdit }: ExpensesTableProps) {
  const expenses = [...timesheet.expenseRecords].sort((a, b) => a.date.localeCompare(b.date));
  const count = expenses.length;
  return (
    <Table containerClassName="max-h-[calc(100dvh-20rem)]">
      <TableCaption className="sr-only">Expenses of {timesheet.billingPeriod.name}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Amount paid</TableHead>
          <TableHead className="text-right">Exchange rate</TableHead>
          <TableHead className="text-right">Amount ({settlement})</TableHead>
          <TableHead>Files</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Comments and actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {expenses.map((expense) => (
          <ExpenseRow key={expense.id} timesheet={timesheet} expense={expense} editable={editable} onEdit={onEdit} />
        ))}
      </TableBody>
      <TableFooter>
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={5}>
            Total of {count} {count === 1 ? "expense" : "expenses"}
          </TableCell>
          <TableCell className="whitespace-nowrap text-right tabular-nums" data-testid="expenses-total">
            {formatMoneyList(timesheet.totals.expenses)}
          </TableCell>
          <TableCell colSpan={2} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
