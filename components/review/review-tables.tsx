import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { enumLabel, rateUnit, timeAmountLabel } from "@/lib/format/labels";
import { formatMoney, formatMoneyList } from "@/lib/format/money";
import type { TimesheetReview } from "@/lib/schemas/reviews";

/** "1.04120000" → "1.0412": the stored scale is noise to a reader; the digits stay exact. */
function withoutTrailingZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}

/** The work logged this month, day by day, with the rate each day is paid at. */
export function ReviewRecordsTable({ records }: { records: TimesheetReview["records"] }) {
  if (records.length === 0) return <EmptyState title="No work logged" description="The contractor logged no work this month." />;
  return (
    <Table containerClassName="max-h-96">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Work summary</TableHead>
          <TableHead>Counterpart</TableHead>
          <TableHead className="text-right">Time</TableHead>
          <TableHead className="text-right">Rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(record.date)}</TableCell>
            <TableCell>{record.workSummary}</TableCell>
            <TableCell>{record.counterPart || "—"}</TableCell>
            <TableCell className="text-right tabular-nums">{timeAmountLabel(record.timeAmount, record.timeUnit)}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {formatMoney(record.rate.amount, record.rate.currency)} per {rateUnit(record.rate.frequency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The expenses claimed this month: what was paid, the exchange rate, and the amount in the settlement currency. */
export function ReviewExpensesTable({ expenses }: { expenses: TimesheetReview["expenses"] }) {
  if (expenses.length === 0) return <EmptyState title="No expenses claimed" description="The contractor claimed no expenses this month." />;
  return (
    <Table containerClassName="max-h-96">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Exchange rate</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Receipts</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {expenses.map((expense) => (
          <TableRow key={expense.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(expense.date)}</TableCell>
            <TableCell>{enumLabel(expense.category)}</TableCell>
            <TableCell>{expense.details || "—"}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {formatMoney(expense.amountInExpenseCurrency, expense.expenseCurrency)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{withoutTrailingZeros(expense.exchangeRate)}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{formatMoney(expense.amount, expense.currency)}</TableCell>
            <TableCell className="text-right tabular-nums">{expense.fileIds.length}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Fee, expenses and bonus totals, each per currency. */
export function ReviewTotals({ totals }: { totals: TimesheetReview["totals"] }) {
  const rows = [
    ["Fee", totals.fee],
    ["Expenses", totals.expenses],
    ["Bonus", totals.bonus],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {rows.map(([label, amounts]) => (
        <div key={label} className="rounded-md border px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-base font-semibold tabular-nums">{formatMoneyList(amounts)}</dd>
        </div>
      ))}
    </dl>
  );
}
