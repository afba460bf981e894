import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatExchangeRate, formatMoney } from "@/lib/format/money";

export interface ExpenseClaimItem {
  id: string;
  date: string;
  category: string;
  details: string;
  amountInExpenseCurrency: string;
  expenseCurrency: string;
  exchangeRate: string;
  amount: string;
  currency: string;
  /** When given, a column counts the receipts and invoices attached. */
  fileIds?: readonly string[];
}

export interface ExpenseClaimsTableProps {
  expenses: readonly ExpenseClaimItem[];
  ariaLabel: string;
  empty: { title: string; description: string };
}

/** The expenses claimed on a timesheet: what was paid, at which rate, and what is reimbursed (read-only). */
export function ExpenseClaimsTable({ expenses, ariaLabel, empty }: ExpenseClaimsTableProps) {
  if (expenses.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  const withFiles = expenses.some((expense) => expense.fileIds !== undefined);
  return (
    <Table aria-label={ariaLabel} containerClassName="max-h-96" scrollLabel={ariaLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Exchange rate</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          {withFiles ? <TableHead className="text-right">Receipts</TableHead> : null}
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
            <TableCell className="text-right tabular-nums">{formatExchangeRate(expense.exchangeRate)}</TableCell>
            <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
              {formatMoney(expense.amount, expense.currency)}
            </TableCell>
            {withFiles ? <TableCell className="text-right tabular-nums">{expense.fileIds?.length ?? 0}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
