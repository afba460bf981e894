import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";

export interface TimesheetExpenseItem {
  id: string;
  date: string;
  category: string;
  details: string;
  amountInExpenseCurrency: string;
  expenseCurrency: string;
  exchangeRate: string;
  amount: string;
  currency: string;
}

/** An exchange rate without the trailing zeros of its 8 stored decimals: "1.04120000" → "1.0412". */
function exchangeRateLabel(rate: string): string {
  return rate.includes(".") ? rate.replace(/\.?0+$/, "") : rate;
}

/** The expense claims of a timesheet: what was paid, at which rate, and what is reimbursed. */
export function TimesheetExpensesTable({ expenses, periodName }: { expenses: readonly TimesheetExpenseItem[]; periodName: string }) {
  if (expenses.length === 0) {
    return (
      <EmptyState
        title="No expenses claimed"
        description={`No expense was claimed for ${periodName}. The contractor adds expenses, with receipts, on the Expenses tab of the timesheet.`}
      />
    );
  }
  return (
    <Table aria-label={`Expenses of ${periodName}`} containerClassName="max-h-96">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Exchange rate</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {expenses.map((expense) => (
          <TableRow key={expense.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(expense.date)}</TableCell>
            <TableCell className="whitespace-nowrap">{enumLabel(expense.category)}</TableCell>
            <TableCell>{expense.details || <span className="text-muted-foreground">—</span>}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {formatMoney(expense.amountInExpenseCurrency, expense.expenseCurrency)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{exchangeRateLabel(expense.exchangeRate)}</TableCell>
            <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
              {formatMoney(expense.amount, expense.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
